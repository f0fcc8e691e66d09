var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Business } from './business.entity.js';
let BusinessAmenity = class BusinessAmenity {
    id;
    businessId;
    business;
    amenityType;
    hasAmenity;
};
__decorate([
    PrimaryGeneratedColumn({ type: 'integer' }),
    __metadata("design:type", Number)
], BusinessAmenity.prototype, "id", void 0);
__decorate([
    Column('integer', { name: 'business_id' }),
    __metadata("design:type", Number)
], BusinessAmenity.prototype, "businessId", void 0);
__decorate([
    ManyToOne(() => Business, (business) => business.amenities, { onDelete: 'CASCADE' }),
    JoinColumn({ name: 'business_id' }),
    __metadata("design:type", Object)
], BusinessAmenity.prototype, "business", void 0);
__decorate([
    Column('text', { name: 'amenity_type' }),
    __metadata("design:type", String)
], BusinessAmenity.prototype, "amenityType", void 0);
__decorate([
    Column('boolean', { name: 'has_amenity', default: true }),
    __metadata("design:type", Boolean)
], BusinessAmenity.prototype, "hasAmenity", void 0);
BusinessAmenity = __decorate([
    Entity('business_amenities')
], BusinessAmenity);
export { BusinessAmenity };
//# sourceMappingURL=business-amenity.entity.js.map
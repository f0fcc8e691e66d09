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
let BusinessHours = class BusinessHours {
    id;
    businessId;
    business;
    /** 0 = Sunday … 6 = Saturday */
    dayOfWeek;
    openTime;
    closeTime;
    isClosed;
};
__decorate([
    PrimaryGeneratedColumn({ type: 'integer' }),
    __metadata("design:type", Number)
], BusinessHours.prototype, "id", void 0);
__decorate([
    Column('integer', { name: 'business_id' }),
    __metadata("design:type", Number)
], BusinessHours.prototype, "businessId", void 0);
__decorate([
    ManyToOne(() => Business, (business) => business.hours, { onDelete: 'CASCADE' }),
    JoinColumn({ name: 'business_id' }),
    __metadata("design:type", Object)
], BusinessHours.prototype, "business", void 0);
__decorate([
    Column('smallint', { name: 'day_of_week' }),
    __metadata("design:type", Number)
], BusinessHours.prototype, "dayOfWeek", void 0);
__decorate([
    Column('varchar', { name: 'open_time', length: 5, nullable: true }),
    __metadata("design:type", Object)
], BusinessHours.prototype, "openTime", void 0);
__decorate([
    Column('varchar', { name: 'close_time', length: 5, nullable: true }),
    __metadata("design:type", Object)
], BusinessHours.prototype, "closeTime", void 0);
__decorate([
    Column('boolean', { name: 'is_closed', default: false }),
    __metadata("design:type", Boolean)
], BusinessHours.prototype, "isClosed", void 0);
BusinessHours = __decorate([
    Entity('business_hours')
], BusinessHours);
export { BusinessHours };
//# sourceMappingURL=business-hours.entity.js.map
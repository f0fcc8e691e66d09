var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { BusinessAmenity } from './business-amenity.entity.js';
import { BusinessHours } from './business-hours.entity.js';
const decimal = { to: (v) => v, from: (v) => (v === null ? null : Number(v)) };
let Business = class Business {
    id;
    name;
    slug;
    category;
    categorySlug;
    address;
    city;
    citySlug;
    countryCode;
    phone;
    website;
    imageUrl;
    description;
    rating;
    reviewCount;
    latitude;
    longitude;
    placeId;
    isApproved;
    /** Who sent a business through the public `/upload` form; null for imported rows. */
    submitterEmail;
    createdAt;
    updatedAt;
    hours;
    amenities;
};
__decorate([
    PrimaryGeneratedColumn({ type: 'integer' }),
    __metadata("design:type", Number)
], Business.prototype, "id", void 0);
__decorate([
    Column('text'),
    __metadata("design:type", String)
], Business.prototype, "name", void 0);
__decorate([
    Column('text'),
    __metadata("design:type", String)
], Business.prototype, "slug", void 0);
__decorate([
    Column('text'),
    __metadata("design:type", String)
], Business.prototype, "category", void 0);
__decorate([
    Column('text', { name: 'category_slug' }),
    __metadata("design:type", String)
], Business.prototype, "categorySlug", void 0);
__decorate([
    Column('text', { default: '' }),
    __metadata("design:type", String)
], Business.prototype, "address", void 0);
__decorate([
    Column('text', { nullable: true }),
    __metadata("design:type", Object)
], Business.prototype, "city", void 0);
__decorate([
    Column('text', { name: 'city_slug', nullable: true }),
    __metadata("design:type", Object)
], Business.prototype, "citySlug", void 0);
__decorate([
    Column('char', { name: 'country_code', length: 2 }),
    __metadata("design:type", String)
], Business.prototype, "countryCode", void 0);
__decorate([
    Column('text', { nullable: true }),
    __metadata("design:type", Object)
], Business.prototype, "phone", void 0);
__decorate([
    Column('text', { nullable: true }),
    __metadata("design:type", Object)
], Business.prototype, "website", void 0);
__decorate([
    Column('text', { name: 'image_url', nullable: true }),
    __metadata("design:type", Object)
], Business.prototype, "imageUrl", void 0);
__decorate([
    Column('text', { nullable: true }),
    __metadata("design:type", Object)
], Business.prototype, "description", void 0);
__decorate([
    Column('numeric', { precision: 2, scale: 1, nullable: true, transformer: decimal }),
    __metadata("design:type", Object)
], Business.prototype, "rating", void 0);
__decorate([
    Column('integer', { name: 'review_count', default: 0 }),
    __metadata("design:type", Number)
], Business.prototype, "reviewCount", void 0);
__decorate([
    Column('double precision', { nullable: true }),
    __metadata("design:type", Object)
], Business.prototype, "latitude", void 0);
__decorate([
    Column('double precision', { nullable: true }),
    __metadata("design:type", Object)
], Business.prototype, "longitude", void 0);
__decorate([
    Column('text', { name: 'place_id' }),
    __metadata("design:type", String)
], Business.prototype, "placeId", void 0);
__decorate([
    Column('boolean', { name: 'is_approved', default: true }),
    __metadata("design:type", Boolean)
], Business.prototype, "isApproved", void 0);
__decorate([
    Column('text', { name: 'submitter_email', nullable: true }),
    __metadata("design:type", Object)
], Business.prototype, "submitterEmail", void 0);
__decorate([
    CreateDateColumn({ name: 'created_at', type: 'timestamptz' }),
    __metadata("design:type", Date)
], Business.prototype, "createdAt", void 0);
__decorate([
    UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }),
    __metadata("design:type", Date)
], Business.prototype, "updatedAt", void 0);
__decorate([
    OneToMany(() => BusinessHours, (hours) => hours.business),
    __metadata("design:type", Object)
], Business.prototype, "hours", void 0);
__decorate([
    OneToMany(() => BusinessAmenity, (amenity) => amenity.business),
    __metadata("design:type", Object)
], Business.prototype, "amenities", void 0);
Business = __decorate([
    Entity('businesses')
], Business);
export { Business };
//# sourceMappingURL=business.entity.js.map
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsISO31661Alpha2, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf, ValidateNested, } from 'class-validator';
/** Present fields are validated; null is refused. Omitted fields stay as they are. */
const Given = () => ValidateIf((_, value) => value !== undefined);
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export class BusinessHoursDto {
    dayOfWeek;
    openTime = null;
    closeTime = null;
    isClosed = false;
}
__decorate([
    Type(() => Number),
    IsInt(),
    Min(0),
    Max(6),
    __metadata("design:type", Number)
], BusinessHoursDto.prototype, "dayOfWeek", void 0);
__decorate([
    IsOptional(),
    Matches(HH_MM, { message: 'openTime must be HH:MM' }),
    __metadata("design:type", Object)
], BusinessHoursDto.prototype, "openTime", void 0);
__decorate([
    IsOptional(),
    Matches(HH_MM, { message: 'closeTime must be HH:MM' }),
    __metadata("design:type", Object)
], BusinessHoursDto.prototype, "closeTime", void 0);
__decorate([
    IsOptional(),
    IsBoolean(),
    __metadata("design:type", Boolean)
], BusinessHoursDto.prototype, "isClosed", void 0);
export class BusinessAmenityDto {
    amenityType;
    hasAmenity = true;
}
__decorate([
    IsString(),
    IsNotEmpty(),
    MaxLength(20_000),
    __metadata("design:type", String)
], BusinessAmenityDto.prototype, "amenityType", void 0);
__decorate([
    IsOptional(),
    IsBoolean(),
    __metadata("design:type", Boolean)
], BusinessAmenityDto.prototype, "hasAmenity", void 0);
/** `PUT /api/admin/businesses/{id}`: a partial business; `hours` and `amenities`, when given, replace the stored lists. */
export class UpdateBusinessDto {
    name;
    slug;
    category;
    address;
    city;
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
    hours;
    amenities;
}
__decorate([
    Given(),
    IsString(),
    IsNotEmpty({ message: 'name must not be empty' }),
    MaxLength(500),
    __metadata("design:type", String)
], UpdateBusinessDto.prototype, "name", void 0);
__decorate([
    Given(),
    IsString(),
    Matches(SLUG, { message: 'slug must be lower-case letters, digits and single hyphens' }),
    MaxLength(300),
    __metadata("design:type", String)
], UpdateBusinessDto.prototype, "slug", void 0);
__decorate([
    Given(),
    IsString(),
    IsNotEmpty({ message: 'category must not be empty' }),
    MaxLength(200),
    __metadata("design:type", String)
], UpdateBusinessDto.prototype, "category", void 0);
__decorate([
    Given(),
    IsString(),
    MaxLength(1000),
    __metadata("design:type", String)
], UpdateBusinessDto.prototype, "address", void 0);
__decorate([
    IsOptional(),
    IsString(),
    MaxLength(200),
    __metadata("design:type", Object)
], UpdateBusinessDto.prototype, "city", void 0);
__decorate([
    Given(),
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)),
    IsISO31661Alpha2({ message: 'countryCode must be an ISO 3166-1 alpha-2 code' }),
    __metadata("design:type", String)
], UpdateBusinessDto.prototype, "countryCode", void 0);
__decorate([
    IsOptional(),
    IsString(),
    MaxLength(100),
    __metadata("design:type", Object)
], UpdateBusinessDto.prototype, "phone", void 0);
__decorate([
    IsOptional(),
    IsString(),
    MaxLength(2000),
    __metadata("design:type", Object)
], UpdateBusinessDto.prototype, "website", void 0);
__decorate([
    IsOptional(),
    IsString(),
    MaxLength(2000),
    __metadata("design:type", Object)
], UpdateBusinessDto.prototype, "imageUrl", void 0);
__decorate([
    IsOptional(),
    IsString(),
    MaxLength(100_000),
    __metadata("design:type", Object)
], UpdateBusinessDto.prototype, "description", void 0);
__decorate([
    IsOptional(),
    IsNumber({ maxDecimalPlaces: 1 }, { message: 'rating must be a number with at most one decimal' }),
    Min(0),
    Max(5),
    __metadata("design:type", Object)
], UpdateBusinessDto.prototype, "rating", void 0);
__decorate([
    Given(),
    IsInt(),
    Min(0),
    Max(2_147_483_647),
    __metadata("design:type", Number)
], UpdateBusinessDto.prototype, "reviewCount", void 0);
__decorate([
    IsOptional(),
    IsNumber(),
    Min(-90),
    Max(90),
    __metadata("design:type", Object)
], UpdateBusinessDto.prototype, "latitude", void 0);
__decorate([
    IsOptional(),
    IsNumber(),
    Min(-180),
    Max(180),
    __metadata("design:type", Object)
], UpdateBusinessDto.prototype, "longitude", void 0);
__decorate([
    Given(),
    IsString(),
    IsNotEmpty({ message: 'placeId must not be empty' }),
    MaxLength(500),
    __metadata("design:type", String)
], UpdateBusinessDto.prototype, "placeId", void 0);
__decorate([
    Given(),
    IsBoolean(),
    __metadata("design:type", Boolean)
], UpdateBusinessDto.prototype, "isApproved", void 0);
__decorate([
    Given(),
    IsArray(),
    ArrayMaxSize(28),
    ValidateNested({ each: true }),
    Type(() => BusinessHoursDto),
    __metadata("design:type", Array)
], UpdateBusinessDto.prototype, "hours", void 0);
__decorate([
    Given(),
    IsArray(),
    ArrayMaxSize(1000),
    ValidateNested({ each: true }),
    Type(() => BusinessAmenityDto),
    __metadata("design:type", Array)
], UpdateBusinessDto.prototype, "amenities", void 0);
//# sourceMappingURL=update-business.dto.js.map
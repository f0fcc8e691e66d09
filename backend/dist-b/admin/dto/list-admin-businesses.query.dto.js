var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { ADMIN_BUSINESS_SORT_KEYS } from '@directory/shared';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/paging/page-query.dto.js';
const trimmed = Transform(({ value }) => typeof value === 'string' ? value.trim() || undefined : value);
const BOOLEAN_WORDS = {
    true: true,
    '1': true,
    approved: true,
    false: false,
    '0': false,
    pending: false,
};
/** `limit` defaults to 20, the admin list's page size (SPEC §9). */
export class ListAdminBusinessesQueryDto extends PageQueryDto {
    search;
    /** A category slug. */
    category;
    /** An ISO alpha-2 code, any case. */
    country;
    approved;
    sortBy;
    sortOrder;
}
__decorate([
    IsOptional(),
    trimmed,
    IsString(),
    MaxLength(200),
    __metadata("design:type", String)
], ListAdminBusinessesQueryDto.prototype, "search", void 0);
__decorate([
    IsOptional(),
    trimmed,
    IsString(),
    MaxLength(200),
    __metadata("design:type", String)
], ListAdminBusinessesQueryDto.prototype, "category", void 0);
__decorate([
    IsOptional(),
    Transform(({ value }) => typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
    Matches(/^[A-Z]{2}$/, { message: 'country must be a two-letter country code' }),
    __metadata("design:type", String)
], ListAdminBusinessesQueryDto.prototype, "country", void 0);
__decorate([
    IsOptional(),
    Transform(({ value }) => {
        if (value === undefined || value === '' || value === 'all')
            return undefined;
        return typeof value === 'string' && value.toLowerCase() in BOOLEAN_WORDS
            ? BOOLEAN_WORDS[value.toLowerCase()]
            : value;
    }),
    IsBoolean({ message: 'approved must be true or false' }),
    __metadata("design:type", Boolean)
], ListAdminBusinessesQueryDto.prototype, "approved", void 0);
__decorate([
    IsOptional(),
    IsIn(ADMIN_BUSINESS_SORT_KEYS, { message: `sortBy must be one of ${ADMIN_BUSINESS_SORT_KEYS.join(', ')}` }),
    __metadata("design:type", String)
], ListAdminBusinessesQueryDto.prototype, "sortBy", void 0);
__decorate([
    IsOptional(),
    Transform(({ value }) => (typeof value === 'string' ? value.toLowerCase() : value)),
    IsIn(['asc', 'desc'], { message: 'sortOrder must be asc or desc' }),
    __metadata("design:type", String)
], ListAdminBusinessesQueryDto.prototype, "sortOrder", void 0);
//# sourceMappingURL=list-admin-businesses.query.dto.js.map
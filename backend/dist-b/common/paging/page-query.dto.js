var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { PAGE_SIZES } from '@directory/shared';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional } from 'class-validator';
/** A number is truncated and clamped into range; anything else (words, blanks, lists) is left to fail @IsInt (400). */
function clampedInt(min, max) {
    return Transform(({ value }) => {
        if (value === undefined || value === '')
            return undefined;
        if (typeof value === 'string' && value.trim() === '')
            return value;
        const n = Number(value);
        return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.trunc(n))) : value;
    });
}
/** `page` (≥ 1) and `limit` (1–100) of every paged list; absent values take the list's own default. */
export class PageQueryDto {
    page;
    limit;
}
__decorate([
    IsOptional(),
    clampedInt(1, Number.MAX_SAFE_INTEGER),
    IsInt({ message: 'page must be a number' }),
    __metadata("design:type", Number)
], PageQueryDto.prototype, "page", void 0);
__decorate([
    IsOptional(),
    clampedInt(1, PAGE_SIZES.apiMax),
    IsInt({ message: 'limit must be a number' }),
    __metadata("design:type", Number)
], PageQueryDto.prototype, "limit", void 0);
//# sourceMappingURL=page-query.dto.js.map
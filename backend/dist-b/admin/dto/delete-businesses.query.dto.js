var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsIn, IsInt, IsOptional, Min } from 'class-validator';
export const MAX_IDS_PER_DELETE = 1000;
/** `DELETE /api/admin/businesses?ids=1,2` or `?confirm=all`. */
export class DeleteBusinessesQueryDto {
    ids;
    confirm;
}
__decorate([
    IsOptional(),
    Transform(({ value }) => {
        const text = Array.isArray(value) ? value.join(',') : value;
        return typeof text === 'string'
            ? text
                .split(',')
                .map((part) => part.trim())
                .filter((part) => part !== '')
                .map((part) => (/^\d+$/.test(part) ? Number(part) : part))
            : text;
    }),
    ArrayMinSize(1, { message: 'ids must name at least one business' }),
    ArrayMaxSize(MAX_IDS_PER_DELETE, { message: `ids may name at most ${MAX_IDS_PER_DELETE} businesses` }),
    IsInt({ each: true, message: 'ids must be a comma-separated list of business ids' }),
    Min(1, { each: true, message: 'ids must be a comma-separated list of business ids' }),
    __metadata("design:type", Array)
], DeleteBusinessesQueryDto.prototype, "ids", void 0);
__decorate([
    IsOptional(),
    IsIn(['all'], { message: 'confirm must be "all"' }),
    __metadata("design:type", String)
], DeleteBusinessesQueryDto.prototype, "confirm", void 0);
//# sourceMappingURL=delete-businesses.query.dto.js.map
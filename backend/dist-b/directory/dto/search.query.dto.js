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
import { IsOptional, IsString } from 'class-validator';
import { PageQueryDto } from '../../common/paging/page-query.dto.js';
const text = ({ value }) => typeof value === 'string' ? value : value === undefined ? undefined : Number.NaN;
export class SearchQueryDto extends PageQueryDto {
    q;
    where;
}
__decorate([
    IsOptional(),
    Transform(text),
    IsString({ message: 'q must be text' }),
    __metadata("design:type", String)
], SearchQueryDto.prototype, "q", void 0);
__decorate([
    IsOptional(),
    Transform(text),
    IsString({ message: 'where must be text' }),
    __metadata("design:type", String)
], SearchQueryDto.prototype, "where", void 0);
//# sourceMappingURL=search.query.dto.js.map
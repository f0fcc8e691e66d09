var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
export class IdParamDto {
    id;
}
__decorate([
    Type(() => Number),
    IsInt({ message: 'id must be a business id' }),
    Min(1, { message: 'id must be a business id' }),
    Max(2_147_483_647, { message: 'id must be a business id' }),
    __metadata("design:type", Number)
], IdParamDto.prototype, "id", void 0);
//# sourceMappingURL=id-param.dto.js.map
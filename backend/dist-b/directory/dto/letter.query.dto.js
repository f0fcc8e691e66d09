var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { IsOptional, Matches } from 'class-validator';
export class LetterQueryDto {
    letter;
}
__decorate([
    IsOptional(),
    Matches(/^[A-Za-z]$/, { message: 'letter must be one letter A-Z' }),
    __metadata("design:type", String)
], LetterQueryDto.prototype, "letter", void 0);
//# sourceMappingURL=letter.query.dto.js.map
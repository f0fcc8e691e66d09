var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
export class LoginDto {
    username;
    password;
}
__decorate([
    IsString({ message: 'Username is required' }),
    IsNotEmpty({ message: 'Username is required' }),
    MaxLength(200),
    __metadata("design:type", String)
], LoginDto.prototype, "username", void 0);
__decorate([
    IsString({ message: 'Password is required' }),
    IsNotEmpty({ message: 'Password is required' }),
    MaxLength(1000),
    __metadata("design:type", String)
], LoginDto.prototype, "password", void 0);
//# sourceMappingURL=login.dto.js.map
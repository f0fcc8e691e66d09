var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
import { Body, Controller, Get, HttpCode, Post, Req, Res, UseFilters } from '@nestjs/common';
import { CurrentAdmin } from './admin-principal.js';
import { AuthService } from './auth.service.js';
import { LoginDto } from './dto/login.dto.js';
import { LoginThrottledFilter } from './login-throttled.filter.js';
import { Public } from './public.decorator.js';
import { clearSessionCookie, writeSessionCookie } from './session-cookie.js';
let AuthController = class AuthController {
    auth;
    constructor(auth) {
        this.auth = auth;
    }
    async login(body, req, res) {
        const session = await this.auth.login(body, clientOf(req));
        writeSessionCookie(req, res, session.cookieValue);
        return { success: true, message: 'Login successful' };
    }
    async logout(admin, req, res) {
        await this.auth.logout(admin, clientOf(req));
        clearSessionCookie(req, res);
        return { success: true, message: 'Logged out' };
    }
    session(admin) {
        return this.auth.session(admin);
    }
};
__decorate([
    Public(),
    Post('login'),
    HttpCode(200),
    UseFilters(LoginThrottledFilter),
    __param(0, Body()),
    __param(1, Req()),
    __param(2, Res({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [LoginDto, Object, Object]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "login", null);
__decorate([
    Post('logout'),
    HttpCode(200),
    __param(0, CurrentAdmin()),
    __param(1, Req()),
    __param(2, Res({ passthrough: true })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object, Object]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "logout", null);
__decorate([
    Get('session'),
    __param(0, CurrentAdmin()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Object)
], AuthController.prototype, "session", null);
AuthController = __decorate([
    Controller('api/admin'),
    __metadata("design:paramtypes", [AuthService])
], AuthController);
export { AuthController };
function clientOf(req) {
    return { ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null };
}
//# sourceMappingURL=auth.controller.js.map
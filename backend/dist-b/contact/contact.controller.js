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
import { Body, Controller, Ip, Post } from '@nestjs/common';
import { RateLimit } from '../cache/rate-limit.guard.js';
import { ContactService } from './contact.service.js';
import { CreateContactMessageDto } from './dto/create-contact-message.dto.js';
import { Public } from '../auth/public.decorator.js';
/** Per client IP: enough for a person who retries, too few for a spam run. */
export const CONTACT_LIMIT = { name: 'contact', limit: 5, windowMs: 10 * 60_000 };
let ContactController = class ContactController {
    contact;
    constructor(contact) {
        this.contact = contact;
    }
    create(dto, ip) {
        return this.contact.create(dto, ip ?? null);
    }
};
__decorate([
    Post(),
    RateLimit(CONTACT_LIMIT),
    __param(0, Body()),
    __param(1, Ip()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [CreateContactMessageDto, String]),
    __metadata("design:returntype", Promise)
], ContactController.prototype, "create", null);
ContactController = __decorate([
    Public(),
    Controller('api/contact'),
    __metadata("design:paramtypes", [ContactService])
], ContactController);
export { ContactController };
//# sourceMappingURL=contact.controller.js.map
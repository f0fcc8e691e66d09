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
var ContactService_1;
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { paginationOf, requestedSlice } from '../common/paging/page-slice.js';
import { ContactMessage } from './contact-message.entity.js';
/** Spec §8 "Contact success" toast text. */
export const CONTACT_RECEIVED = "Thank you for your message. We'll get back to you within 24 hours.";
export const CONTACT_PAGE_SIZE = 20;
export function toContactMessageView(m) {
    return {
        id: m.id,
        name: m.name,
        email: m.email,
        company: m.company,
        phone: m.phone,
        subject: m.subject,
        message: m.message,
        createdAt: m.createdAt.toISOString(),
    };
}
let ContactService = ContactService_1 = class ContactService {
    messages;
    logger = new Logger(ContactService_1.name);
    constructor(messages) {
        this.messages = messages;
    }
    async create(dto, ip) {
        const saved = await this.messages.save(this.messages.create({
            name: dto.name,
            email: dto.email,
            company: dto.company ?? null,
            phone: dto.phone ?? null,
            subject: dto.subject,
            message: dto.message,
            ip,
        }));
        this.logger.log(`Contact message #${saved.id} received`);
        return { success: true, message: CONTACT_RECEIVED };
    }
    /** For the back office (`GET /api/admin/contact-messages`): newest first. */
    async list(query) {
        const { page, limit, offset } = requestedSlice(query, CONTACT_PAGE_SIZE);
        const [rows, total] = await this.messages.findAndCount({
            order: { createdAt: 'DESC', id: 'DESC' },
            skip: offset,
            take: limit,
        });
        return { messages: rows.map(toContactMessageView), pagination: paginationOf(page, limit, total) };
    }
};
ContactService = ContactService_1 = __decorate([
    Injectable(),
    __param(0, InjectRepository(ContactMessage)),
    __metadata("design:paramtypes", [Repository])
], ContactService);
export { ContactService };
//# sourceMappingURL=contact.service.js.map
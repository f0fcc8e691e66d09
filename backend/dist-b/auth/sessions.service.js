var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SessionSecretService } from './session-secret.service.js';
import { SessionStore } from './session.store.js';
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
let SessionsService = class SessionsService {
    store;
    secret;
    constructor(store, secret) {
        this.store = store;
        this.secret = secret;
    }
    async create(admin, ip, userAgent) {
        const token = randomBytes(32).toString('base64url');
        const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
        await this.store.create(hashToken(token), {
            adminUserId: admin.id,
            username: admin.username,
            expiresAt,
            ip,
            userAgent: userAgent?.slice(0, 500) ?? null,
        });
        return { cookieValue: `${token}.${this.sign(token)}`, expiresAt };
    }
    /** The live session a cookie value names, or null (missing, forged, expired or ended). */
    async resolve(cookieValue) {
        const token = this.unsign(cookieValue);
        if (!token)
            return null;
        const id = hashToken(token);
        const session = await this.store.find(id);
        return session ? { ...session, id } : null;
    }
    end(sessionId) {
        return this.store.delete(sessionId);
    }
    endAllOf(adminUserId) {
        return this.store.deleteForUser(adminUserId);
    }
    async purgeExpired() {
        await this.store.deleteExpired();
    }
    sign(token) {
        return createHmac('sha256', this.secret.value).update(token).digest('base64url');
    }
    unsign(value) {
        if (typeof value !== 'string' || value.length > 200)
            return null;
        const dot = value.indexOf('.');
        if (dot <= 0)
            return null;
        const token = value.slice(0, dot);
        const given = Buffer.from(value.slice(dot + 1));
        const expected = Buffer.from(this.sign(token));
        return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
    }
};
__decorate([
    Interval(HOUR_MS),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], SessionsService.prototype, "purgeExpired", null);
SessionsService = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [SessionStore,
        SessionSecretService])
], SessionsService);
export { SessionsService };
export function hashToken(token) {
    return createHash('sha256').update(token).digest('hex');
}
//# sourceMappingURL=sessions.service.js.map
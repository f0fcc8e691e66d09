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
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AdminUser } from './admin-user.entity.js';
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from './password-hasher.js';
let AdminUsersService = class AdminUsersService {
    users;
    dummyHash = null;
    constructor(users) {
        this.users = users;
    }
    count() {
        return this.users.count();
    }
    findByUsername(username) {
        return this.users.findOneBy({ username });
    }
    /**
     * The admin when the password matches, else null. An unknown username still costs
     * one argon2 verification, so response times do not reveal which usernames exist.
     */
    async verifyCredentials(username, password) {
        const user = await this.findByUsername(username);
        if (!user) {
            this.dummyHash ??= hashPassword('not-a-real-password');
            await verifyPassword(await this.dummyHash, password);
            return null;
        }
        if (!(await verifyPassword(user.passwordHash, password)))
            return null;
        await this.users.update(user.id, { lastLoginAt: new Date() });
        return { id: user.id, username: user.username };
    }
    /** Creates the admin or replaces its password; `created` tells which. */
    async setPassword(username, password) {
        if (password.length < MIN_PASSWORD_LENGTH) {
            throw new Error(`The password must have at least ${MIN_PASSWORD_LENGTH} characters`);
        }
        const passwordHash = await hashPassword(password);
        const rows = await this.users.query(`INSERT INTO admin_users (username, password_hash) VALUES ($1, $2)
       ON CONFLICT (username) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = now()
       RETURNING id, (xmax = 0) AS created`, [username, passwordHash]);
        const row = rows[0];
        if (!row)
            throw new Error(`Could not store admin ${username}`);
        return { user: { id: row.id, username }, created: row.created };
    }
    /** Inserts the admin only when no admin exists at all; true when this call created it. */
    async createIfNoAdmin(username, password) {
        const passwordHash = await hashPassword(password);
        const rows = await this.users.query(`INSERT INTO admin_users (username, password_hash)
       SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM admin_users)
       ON CONFLICT (username) DO NOTHING RETURNING id`, [username, passwordHash]);
        return rows.length > 0;
    }
    async passwordMatches(username, password) {
        const user = await this.findByUsername(username);
        return user !== null && (await verifyPassword(user.passwordHash, password));
    }
};
AdminUsersService = __decorate([
    Injectable(),
    __param(0, InjectRepository(AdminUser)),
    __metadata("design:paramtypes", [Repository])
], AdminUsersService);
export { AdminUsersService };
//# sourceMappingURL=admin-users.service.js.map
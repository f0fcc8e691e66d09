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
import { DataSource } from 'typeorm';
let AuditRepository = class AuditRepository {
    db;
    constructor(db) {
        this.db = db;
    }
    async insert(entry, manager = this.db.manager) {
        await manager.query(`INSERT INTO audit_log (admin_user_id, username, action, details, ip) VALUES ($1, $2, $3, $4, $5)`, [
            entry.adminUserId,
            entry.username,
            entry.action,
            entry.details === null ? null : JSON.stringify(entry.details),
            entry.ip,
        ]);
    }
    /** Newest first, optionally of one action. */
    async page(action, limit, offset) {
        const [rows, [count]] = await Promise.all([
            this.db.query(`SELECT id, admin_user_id, username, action, details, ip, created_at FROM audit_log
         WHERE $3::text IS NULL OR action = $3
         ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`, [limit, offset, action ?? null]),
            this.db.query(`SELECT count(*)::int AS total FROM audit_log WHERE $1::text IS NULL OR action = $1`, [
                action ?? null,
            ]),
        ]);
        return { rows, total: count?.total ?? 0 };
    }
};
AuditRepository = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [DataSource])
], AuditRepository);
export { AuditRepository };
//# sourceMappingURL=audit.repository.js.map
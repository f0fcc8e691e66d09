var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var AuditService_1;
import { Injectable, Logger } from '@nestjs/common';
import { PAGE_SIZES } from '@directory/shared';
import { paginationOf, requestedSlice } from '../common/paging/page-slice.js';
import { AuditRepository } from './audit.repository.js';
let AuditService = AuditService_1 = class AuditService {
    entries;
    logger = new Logger(AuditService_1.name);
    constructor(entries) {
        this.entries = entries;
    }
    /**
     * Writes one entry. Pass `manager` to record inside the transaction of the action itself.
     * A failing audit write is logged, never turned into a failure of the action it describes.
     */
    async record(actor, action, details = null, ip = null, manager) {
        try {
            await this.entries.insert({ adminUserId: actor?.id ?? null, username: actor?.username ?? null, action, details, ip }, manager);
        }
        catch (error) {
            this.logger.error(`Audit entry "${action}" not written: ${error.message}`);
        }
    }
    async list(query) {
        const { page, limit, offset } = requestedSlice(query, PAGE_SIZES.adminBusinesses);
        const { rows, total } = await this.entries.page(query.action, limit, offset);
        return { entries: rows.map(toAuditEntry), pagination: paginationOf(page, limit, total) };
    }
};
AuditService = AuditService_1 = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [AuditRepository])
], AuditService);
export { AuditService };
function toAuditEntry(row) {
    return {
        id: Number(row.id),
        adminUserId: row.admin_user_id,
        username: row.username,
        action: row.action,
        details: row.details,
        ip: row.ip,
        createdAt: row.created_at.toISOString(),
    };
}
//# sourceMappingURL=audit.service.js.map
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
import { AuditService } from '../audit/audit.service.js';
import { DataVersionService } from '../cache/data-version.service.js';
import { DataChangesService } from '../directory/data-changes.service.js';
import { SettingsRepository } from './settings.repository.js';
export const SETTING_KEYS = ['head_tags', 'footer_tags', 'analytics_code', 'facebook_pixel'];
export const SETTINGS_SAVED = 'Site ayarları başarıyla güncellendi';
const EMPTY = { head_tags: '', footer_tags: '', analytics_code: '', facebook_pixel: '' };
/**
 * Site-wide code snippets. `get()` is on the path of every page the server renders, so it
 * is kept in memory per data version: a save bumps the version, and every instance
 * re-reads at its next request after that.
 */
let SettingsService = class SettingsService {
    stored;
    dataVersion;
    changes;
    audit;
    cached = null;
    constructor(stored, dataVersion, changes, audit) {
        this.stored = stored;
        this.dataVersion = dataVersion;
        this.changes = changes;
        this.audit = audit;
    }
    async get() {
        const version = await this.dataVersion.current();
        if (this.cached?.version !== version) {
            const settings = this.read();
            this.cached = { version, settings };
            settings.catch(() => {
                if (this.cached?.settings === settings)
                    this.cached = null;
            });
        }
        return this.cached.settings;
    }
    async save(dto, admin, ip) {
        const given = SETTING_KEYS.filter((key) => dto[key] !== undefined);
        await this.stored.save(Object.fromEntries(given.map((key) => [key, dto[key]])));
        this.cached = null;
        await this.changes.settingsChanged();
        await this.audit.record(admin, 'settings.updated', { fields: given, lengths: Object.fromEntries(given.map((k) => [k, dto[k]?.length])) }, ip);
        return { success: true, message: SETTINGS_SAVED };
    }
    async read() {
        const rows = await this.stored.all();
        const settings = { ...EMPTY };
        for (const row of rows)
            if (row.key in settings)
                settings[row.key] = row.value;
        return settings;
    }
};
SettingsService = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [SettingsRepository,
        DataVersionService,
        DataChangesService,
        AuditService])
], SettingsService);
export { SettingsService };
//# sourceMappingURL=settings.service.js.map
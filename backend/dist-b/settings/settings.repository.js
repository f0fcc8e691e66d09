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
let SettingsRepository = class SettingsRepository {
    db;
    constructor(db) {
        this.db = db;
    }
    all() {
        return this.db.query(`SELECT key, value FROM site_settings`);
    }
    /** Writes the given keys in one transaction. */
    async save(values) {
        await this.db.transaction(async (m) => {
            for (const [key, value] of Object.entries(values)) {
                await m.query(`INSERT INTO site_settings (key, value) VALUES ($1, $2)
           ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`, [key, value]);
            }
        });
    }
};
SettingsRepository = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [DataSource])
], SettingsRepository);
export { SettingsRepository };
//# sourceMappingURL=settings.repository.js.map
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
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
/** SESSION_SECRET, or one generated at the first start and kept in app_state for every instance. */
let SessionSecretService = class SessionSecretService {
    config;
    db;
    secret = null;
    constructor(config, db) {
        this.config = config;
        this.db = db;
    }
    async onModuleInit() {
        if (this.config.SESSION_SECRET) {
            this.secret = this.config.SESSION_SECRET;
            return;
        }
        // Concurrent first starts: the first insert wins and everybody reads that one.
        await this.db.query(`INSERT INTO app_state (key, value) VALUES ('session_secret', to_jsonb($1::text)) ON CONFLICT (key) DO NOTHING`, [randomBytes(32).toString('base64url')]);
        const [row] = (await this.db.query(`SELECT value #>> '{}' AS secret FROM app_state WHERE key = 'session_secret'`));
        if (!row)
            throw new Error('The session secret could not be stored');
        this.secret = row.secret;
    }
    get value() {
        if (!this.secret)
            throw new Error('Session secret read before module init');
        return this.secret;
    }
};
SessionSecretService = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [AppConfig,
        DataSource])
], SessionSecretService);
export { SessionSecretService };
//# sourceMappingURL=session-secret.service.js.map
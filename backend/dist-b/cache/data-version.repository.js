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
import pg from 'pg';
import { DataSource } from 'typeorm';
export const DATA_VERSION_CHANNEL = 'directory_data_version';
/** The data version and the cache epoch in `app_state`, and the NOTIFY channel that announces bumps. */
let DataVersionRepository = class DataVersionRepository {
    db;
    constructor(db) {
        this.db = db;
    }
    /** Version numbers start again at 1 in a new database; the random epoch names this one in shared cache keys. */
    async epoch() {
        const [row] = await this.db.query(`WITH created AS (INSERT INTO app_state (key, value) VALUES ('cache_epoch', to_jsonb(left(md5(random()::text), 8)))
                        ON CONFLICT (key) DO NOTHING RETURNING value #>> '{}' AS epoch)
       SELECT epoch FROM created UNION ALL SELECT value #>> '{}' FROM app_state WHERE key = 'cache_epoch' LIMIT 1`);
        // Another instance may have created it after this statement's snapshot: then it is there now.
        return (row?.epoch ??
            (await this.db.query(`SELECT value #>> '{}' AS epoch FROM app_state WHERE key = 'cache_epoch'`))[0].epoch);
    }
    async read() {
        const [row] = await this.db.query(`SELECT value::int AS value FROM app_state WHERE key = 'data_version'`);
        return Number(row.value);
    }
    /** Bumps and notifies inside `manager`'s transaction (PostgreSQL delivers the NOTIFY at commit). */
    async bump(manager = this.db.manager) {
        // As a SELECT, so the driver hands back rows (for a bare UPDATE TypeORM returns [rows, count]).
        const [row] = await manager.query(`WITH bumped AS (
         UPDATE app_state SET value = to_jsonb(value::int + 1), updated_at = now()
         WHERE key = 'data_version' RETURNING value::int AS value)
       SELECT value FROM bumped`);
        const value = Number(row.value);
        await manager.query(`SELECT pg_notify($1, $2)`, [DATA_VERSION_CHANNEL, String(value)]);
        return value;
    }
    /**
     * A connection of its own that LISTENs for bumps (a pooled connection cannot hold a LISTEN).
     * `lost` hears of its end or failure once connected; a failed connect rejects instead.
     */
    async listen(onVersion, lost, connectionTimeoutMillis) {
        const url = this.db.options.url;
        const client = new pg.Client({ connectionString: url, connectionTimeoutMillis, keepAlive: true });
        client.on('notification', (message) => {
            if (message.channel === DATA_VERSION_CHANNEL && message.payload)
                onVersion(Number(message.payload));
        });
        client.on('error', (error) => lost(client, error));
        client.on('end', () => lost(client));
        try {
            await client.connect();
            await client.query(`LISTEN ${DATA_VERSION_CHANNEL}`);
            return client;
        }
        catch (error) {
            client.removeAllListeners();
            client.on('error', () => undefined);
            await client.end().catch(() => undefined);
            throw error;
        }
    }
};
DataVersionRepository = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [DataSource])
], DataVersionRepository);
export { DataVersionRepository };
//# sourceMappingURL=data-version.repository.js.map
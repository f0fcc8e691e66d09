var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, IsUrl, Max, Min, MinLength, validateSync } from 'class-validator';
import path from 'node:path';
const toBool = ({ value }) => value === undefined || value === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase());
/** Environment of CONTRACT §1, validated once at start; feature code reads this, never process.env. */
export class AppConfig {
    PORT = 3000;
    HOST = '127.0.0.1';
    DATABASE_URL;
    DATA_DIR = './data';
    REDIS_URL;
    ADMIN_USERNAME = 'admin';
    ADMIN_PASSWORD;
    SESSION_SECRET;
    PUBLIC_BASE_URL;
    SEED_DEMO;
    SITEMAP_CRON = '0 3 * * *';
    MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    /**
     * CONTRACT §11: which proxies may set `X-Forwarded-For`, as Express's `trust proxy` reads it
     * (`loopback`, `10.0.0.0/8,127.0.0.1`, a hop count). Unset: the socket address is the client.
     */
    TRUST_PROXY;
    /** CONTRACT §5: imports running at once in this instance; the next one answers 429. */
    IMPORT_CONCURRENCY = 2;
    /**
     * A relative DATA_DIR is taken from the project root, not the working directory, so
     * `npm start` at the root and `npm run seed` (which npm runs inside backend/) share one database.
     */
    get dataDir() {
        return path.resolve(PROJECT_ROOT, this.DATA_DIR);
    }
    /** Express's `trust proxy` value: false unless TRUST_PROXY names the proxies. */
    get trustProxy() {
        const value = this.TRUST_PROXY?.trim();
        if (!value || value === 'false')
            return false;
        if (value === 'true')
            return true;
        return /^\d+$/.test(value) ? Number(value) : value;
    }
    get publicBaseUrl() {
        return (this.PUBLIC_BASE_URL ?? `http://localhost:${this.PORT}`).replace(/\/+$/, '');
    }
}
__decorate([
    Transform(({ value }) => (value === undefined || value === '' ? 3000 : Number(value))),
    IsInt(),
    Min(0),
    Max(65535),
    __metadata("design:type", Number)
], AppConfig.prototype, "PORT", void 0);
__decorate([
    IsString(),
    __metadata("design:type", String)
], AppConfig.prototype, "HOST", void 0);
__decorate([
    IsOptional(),
    IsUrl({ protocols: ['postgres', 'postgresql'], require_tld: false, require_protocol: true }),
    __metadata("design:type", String)
], AppConfig.prototype, "DATABASE_URL", void 0);
__decorate([
    IsString(),
    __metadata("design:type", String)
], AppConfig.prototype, "DATA_DIR", void 0);
__decorate([
    IsOptional(),
    IsUrl({ protocols: ['redis', 'rediss'], require_tld: false, require_protocol: true }),
    __metadata("design:type", String)
], AppConfig.prototype, "REDIS_URL", void 0);
__decorate([
    IsString(),
    MinLength(1),
    __metadata("design:type", String)
], AppConfig.prototype, "ADMIN_USERNAME", void 0);
__decorate([
    IsOptional(),
    IsString(),
    MinLength(8),
    __metadata("design:type", String)
], AppConfig.prototype, "ADMIN_PASSWORD", void 0);
__decorate([
    IsOptional(),
    IsString(),
    MinLength(16),
    __metadata("design:type", String)
], AppConfig.prototype, "SESSION_SECRET", void 0);
__decorate([
    IsOptional(),
    IsUrl({ require_tld: false, require_protocol: true }),
    __metadata("design:type", String)
], AppConfig.prototype, "PUBLIC_BASE_URL", void 0);
__decorate([
    Transform(toBool),
    IsOptional(),
    IsBoolean(),
    __metadata("design:type", Boolean)
], AppConfig.prototype, "SEED_DEMO", void 0);
__decorate([
    IsString(),
    __metadata("design:type", String)
], AppConfig.prototype, "SITEMAP_CRON", void 0);
__decorate([
    IsString(),
    __metadata("design:type", String)
], AppConfig.prototype, "MAP_TILE_URL", void 0);
__decorate([
    IsOptional(),
    IsString(),
    __metadata("design:type", String)
], AppConfig.prototype, "TRUST_PROXY", void 0);
__decorate([
    Transform(({ value }) => (value === undefined || value === '' ? 2 : Number(value))),
    IsInt(),
    Min(1),
    Max(16),
    __metadata("design:type", Number)
], AppConfig.prototype, "IMPORT_CONCURRENCY", void 0);
const PROJECT_ROOT = path.resolve(import.meta.dirname, '../../..');
const KEYS = [
    'PORT',
    'HOST',
    'DATABASE_URL',
    'DATA_DIR',
    'REDIS_URL',
    'ADMIN_USERNAME',
    'ADMIN_PASSWORD',
    'SESSION_SECRET',
    'PUBLIC_BASE_URL',
    'SEED_DEMO',
    'SITEMAP_CRON',
    'MAP_TILE_URL',
    'TRUST_PROXY',
    'IMPORT_CONCURRENCY',
];
/** Builds the config from an environment, throwing one error that lists every bad key. */
export function loadConfig(env = process.env) {
    const raw = {};
    for (const key of KEYS) {
        const value = env[key];
        if (value !== undefined && value !== '')
            raw[key] = value;
    }
    const config = plainToInstance(AppConfig, raw, { exposeDefaultValues: true });
    const errors = validateSync(config, { skipMissingProperties: false });
    if (errors.length > 0) {
        const lines = errors.map((e) => `  ${e.property}: ${Object.values(e.constraints ?? {}).join('; ')}`);
        throw new Error(`Invalid environment:\n${lines.join('\n')}`);
    }
    return config;
}
//# sourceMappingURL=app-config.js.map
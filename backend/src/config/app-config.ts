import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';
import path from 'node:path';
import { LOG_LEVELS, type LogLevel } from '../logging/log-level.js';

const toBool = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase());

/** Environment of docs/behaviour.md §1, validated once at start; feature code reads this, never process.env. */
export class AppConfig {
  @Transform(({ value }) => (value === undefined || value === '' ? 3000 : Number(value)))
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT: number = 3000;

  @IsString()
  HOST: string = '127.0.0.1';

  @IsOptional()
  @IsUrl({ protocols: ['postgres', 'postgresql'], require_tld: false, require_protocol: true })
  DATABASE_URL?: string;

  /** Streaming replicas of DATABASE_URL, comma separated: public reads go to one that has caught up. */
  @Transform(({ value }) =>
    String(value ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
  )
  @IsUrl({ protocols: ['postgres', 'postgresql'], require_tld: false, require_protocol: true }, { each: true })
  DATABASE_REPLICA_URLS: string[] = [];

  @IsString()
  DATA_DIR: string = './data';

  @IsOptional()
  @IsUrl({ protocols: ['redis', 'rediss'], require_tld: false, require_protocol: true })
  REDIS_URL?: string;

  @IsString()
  @MinLength(1)
  ADMIN_USERNAME: string = 'admin';

  @IsOptional()
  @IsString()
  @MinLength(8)
  ADMIN_PASSWORD?: string;

  @IsOptional()
  @IsString()
  @MinLength(16)
  SESSION_SECRET?: string;

  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  PUBLIC_BASE_URL?: string;

  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  SEED_DEMO?: boolean;

  @IsString()
  SITEMAP_CRON: string = '0 3 * * *';

  @IsString()
  MAP_TILE_URL: string = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

  /**
   * docs/behaviour.md §11: which proxies may set `X-Forwarded-For`, as Express's `trust proxy` reads it
   * (`loopback`, `10.0.0.0/8,127.0.0.1`, a hop count). Unset: the socket address is the client.
   */
  @IsOptional()
  @IsString()
  TRUST_PROXY?: string;

  /** docs/behaviour.md §5: imports running at once in this instance; the next one answers 429. */
  @Transform(({ value }) => (value === undefined || value === '' ? 2 : Number(value)))
  @IsInt()
  @Min(1)
  @Max(16)
  IMPORT_CONCURRENCY: number = 2;

  @Transform(
    ({ value }) =>
      String(value ?? '')
        .trim()
        .toLowerCase() || 'info',
  )
  @IsIn(LOG_LEVELS)
  LOG_LEVEL: LogLevel = 'info';

  /** Unset, there is no `/metrics`; set, a scraper sends it as `Authorization: Bearer …`. */
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsOptional()
  @IsString()
  @MinLength(16)
  METRICS_TOKEN?: string;

  /** docs/behaviour.md §12: a nodemailer URL (`smtp://host:25`, `smtps://user:pass@host:465`); unset, mail is written to DATA_DIR/mail. */
  @IsOptional()
  @IsUrl({ protocols: ['smtp', 'smtps'], require_tld: false, require_protocol: true })
  SMTP_URL?: string;

  /** The sender of every e-mail: `Name <address>` or a bare address. */
  @IsOptional()
  @IsString()
  @MinLength(3)
  MAIL_FROM?: string;

  /**
   * A relative DATA_DIR is taken from the project root, not the working directory, so
   * `npm start` at the root and `npm run seed` (which npm runs inside backend/) share one database.
   */
  get dataDir(): string {
    return path.resolve(PROJECT_ROOT, this.DATA_DIR);
  }

  /** Express's `trust proxy` value: false unless TRUST_PROXY names the proxies. */
  get trustProxy(): boolean | number | string {
    const value = this.TRUST_PROXY?.trim();
    if (!value || value === 'false') return false;
    if (value === 'true') return true;
    return /^\d+$/.test(value) ? Number(value) : value;
  }

  get publicBaseUrl(): string {
    return (this.PUBLIC_BASE_URL ?? `http://localhost:${this.PORT}`).replace(/\/+$/, '');
  }

  get mailFrom(): string {
    return this.MAIL_FROM ?? `Directory <no-reply@${new URL(this.publicBaseUrl).hostname}>`;
  }
}

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../../..');

const KEYS = [
  'PORT',
  'HOST',
  'DATABASE_URL',
  'DATABASE_REPLICA_URLS',
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
  'LOG_LEVEL',
  'METRICS_TOKEN',
  'SMTP_URL',
  'MAIL_FROM',
] as const;

/** Builds the config from an environment, throwing one error that lists every bad key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw: Record<string, string> = {};
  for (const key of KEYS) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const config = plainToInstance(AppConfig, raw, { exposeDefaultValues: true });
  const errors = validateSync(config, { skipMissingProperties: false });
  if (errors.length > 0) {
    const lines = errors.map((e) => `  ${e.property}: ${Object.values(e.constraints ?? {}).join('; ')}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return config;
}

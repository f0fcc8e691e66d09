import { Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AdminIdentity } from './admin-users.service.js';
import { SessionSecretService } from './session-secret.service.js';
import { SessionStore, StoredSession } from './session.store.js';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface IssuedSession {
  /** The signed cookie value `{token}.{hmac}`; only the token's SHA-256 is stored. */
  cookieValue: string;
  expiresAt: Date;
}

export interface ResolvedSession extends StoredSession {
  id: string;
}

@Injectable()
export class SessionsService {
  constructor(
    private readonly store: SessionStore,
    private readonly secret: SessionSecretService,
  ) {}

  async create(admin: AdminIdentity, ip: string | null, userAgent: string | null): Promise<IssuedSession> {
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
  async resolve(cookieValue: unknown): Promise<ResolvedSession | null> {
    const token = this.unsign(cookieValue);
    if (!token) return null;
    const id = hashToken(token);
    const session = await this.store.find(id);
    return session ? { ...session, id } : null;
  }

  end(sessionId: string): Promise<void> {
    return this.store.delete(sessionId);
  }

  endAllOf(adminUserId: number): Promise<number> {
    return this.store.deleteForUser(adminUserId);
  }

  @Interval(HOUR_MS)
  async purgeExpired(): Promise<void> {
    await this.store.deleteExpired();
  }

  private sign(token: string): string {
    return createHmac('sha256', this.secret.value).update(token).digest('base64url');
  }

  private unsign(value: unknown): string | null {
    if (typeof value !== 'string' || value.length > 200) return null;
    const dot = value.indexOf('.');
    if (dot <= 0) return null;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(this.sign(token));
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

import { NewSession, SessionStore, StoredSession } from './session.store.js';
import type { AppRedisClient } from './redis-client.provider.js';

const SESSION_PREFIX = 'directory:admin-session:';
const USER_PREFIX = 'directory:admin-sessions-of:';

interface RedisSession {
  adminUserId: number;
  username: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
}

/** One key per session with the session's TTL, plus a set per admin so a password change can end them all. */
export class RedisSessionStore extends SessionStore {
  constructor(private readonly redis: AppRedisClient) {
    super();
  }

  async create(id: string, s: NewSession): Promise<void> {
    const ttl = Math.max(1, s.expiresAt.getTime() - Date.now());
    const value: RedisSession = { ...s, expiresAt: s.expiresAt.toISOString() };
    const userKey = USER_PREFIX + s.adminUserId;
    await this.redis
      .multi()
      .set(SESSION_PREFIX + id, JSON.stringify(value), { expiration: { type: 'PX', value: ttl } })
      .sAdd(userKey, id)
      .pExpire(userKey, ttl, 'GT')
      .pExpire(userKey, ttl, 'NX')
      .exec();
  }

  async find(id: string): Promise<StoredSession | null> {
    const raw = await this.redis.get(SESSION_PREFIX + id);
    if (!raw) return null;
    const s = JSON.parse(raw) as RedisSession;
    const expiresAt = new Date(s.expiresAt);
    if (expiresAt.getTime() <= Date.now()) return null;
    return { adminUserId: s.adminUserId, username: s.username, expiresAt };
  }

  async delete(id: string): Promise<void> {
    const raw = await this.redis.get(SESSION_PREFIX + id);
    await this.redis.del(SESSION_PREFIX + id);
    if (raw) await this.redis.sRem(USER_PREFIX + (JSON.parse(raw) as RedisSession).adminUserId, id);
  }

  async deleteForUser(adminUserId: number): Promise<number> {
    const userKey = USER_PREFIX + adminUserId;
    const ids = await this.redis.sMembers(userKey);
    const removed = ids.length ? await this.redis.del(ids.map((id) => SESSION_PREFIX + id)) : 0;
    await this.redis.del(userKey);
    return Number(removed);
  }
}

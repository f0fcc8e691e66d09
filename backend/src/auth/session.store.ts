/** What a session knows about its admin; the store is keyed by the SHA-256 of the session token. */
export interface StoredSession {
  adminUserId: number;
  username: string;
  expiresAt: Date;
}

export interface NewSession extends StoredSession {
  ip: string | null;
  userAgent: string | null;
}

/** Sessions live in PostgreSQL, or in Redis when REDIS_URL is set; both outlive a restart. */
export abstract class SessionStore {
  abstract create(id: string, session: NewSession): Promise<void>;
  abstract find(id: string): Promise<StoredSession | null>;
  abstract delete(id: string): Promise<void>;
  /** Ends every session of one admin (after a password change); returns how many. */
  abstract deleteForUser(adminUserId: number): Promise<number>;
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AdminUser } from './admin-user.entity.js';
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from './password-hasher.js';

export interface AdminIdentity {
  id: number;
  username: string;
}

@Injectable()
export class AdminUsersService {
  private dummyHash: Promise<string> | null = null;

  constructor(@InjectRepository(AdminUser) private readonly users: Repository<AdminUser>) {}

  count(): Promise<number> {
    return this.users.count();
  }

  findByUsername(username: string): Promise<AdminUser | null> {
    return this.users.findOneBy({ username });
  }

  /**
   * The admin when the password matches, else null. An unknown username still costs
   * one argon2 verification, so response times do not reveal which usernames exist.
   */
  async verifyCredentials(username: string, password: string): Promise<AdminIdentity | null> {
    const user = await this.findByUsername(username);
    if (!user) {
      this.dummyHash ??= hashPassword('not-a-real-password');
      await verifyPassword(await this.dummyHash, password);
      return null;
    }
    if (!(await verifyPassword(user.passwordHash, password))) return null;
    await this.users.update(user.id, { lastLoginAt: new Date() });
    return { id: user.id, username: user.username };
  }

  /** Creates the admin or replaces its password; `created` tells which. */
  async setPassword(username: string, password: string): Promise<{ user: AdminIdentity; created: boolean }> {
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw new Error(`The password must have at least ${MIN_PASSWORD_LENGTH} characters`);
    }
    const passwordHash = await hashPassword(password);
    const rows: Array<{ id: number; created: boolean }> = await this.users.query(
      `INSERT INTO admin_users (username, password_hash) VALUES ($1, $2)
       ON CONFLICT (username) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = now()
       RETURNING id, (xmax = 0) AS created`,
      [username, passwordHash],
    );
    const row = rows[0];
    if (!row) throw new Error(`Could not store admin ${username}`);
    return { user: { id: row.id, username }, created: row.created };
  }

  /** Inserts the admin only when no admin exists at all; true when this call created it. */
  async createIfNoAdmin(username: string, password: string): Promise<boolean> {
    const passwordHash = await hashPassword(password);
    const rows: unknown[] = await this.users.query(
      `INSERT INTO admin_users (username, password_hash)
       SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM admin_users)
       ON CONFLICT (username) DO NOTHING RETURNING id`,
      [username, passwordHash],
    );
    return rows.length > 0;
  }

  async passwordMatches(username: string, password: string): Promise<boolean> {
    const user = await this.findByUsername(username);
    return user !== null && (await verifyPassword(user.passwordHash, password));
  }
}

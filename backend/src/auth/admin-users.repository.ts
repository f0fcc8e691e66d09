import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AdminUser } from './admin-user.entity.js';

/** The admin_users table. */
@Injectable()
export class AdminUsersRepository {
  constructor(@InjectRepository(AdminUser) private readonly users: Repository<AdminUser>) {}

  count(): Promise<number> {
    return this.users.count();
  }

  findByUsername(username: string): Promise<AdminUser | null> {
    return this.users.findOneBy({ username });
  }

  async markLoggedIn(id: number): Promise<void> {
    await this.users.update(id, { lastLoginAt: new Date() });
  }

  /** Creates the admin or replaces its password hash; `created` tells which. */
  async upsertPassword(username: string, passwordHash: string): Promise<{ id: number; created: boolean } | undefined> {
    const rows: Array<{ id: number; created: boolean }> = await this.users.query(
      `INSERT INTO admin_users (username, password_hash) VALUES ($1, $2)
       ON CONFLICT (username) DO UPDATE SET password_hash = EXCLUDED.password_hash, updated_at = now()
       RETURNING id, (xmax = 0) AS created`,
      [username, passwordHash],
    );
    return rows[0];
  }

  /** Inserts the admin only when no admin exists at all (one statement, so two first starts cannot both); true when this call did. */
  async insertIfNoAdmin(username: string, passwordHash: string): Promise<boolean> {
    const rows: unknown[] = await this.users.query(
      `INSERT INTO admin_users (username, password_hash)
       SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM admin_users)
       ON CONFLICT (username) DO NOTHING RETURNING id`,
      [username, passwordHash],
    );
    return rows.length > 0;
  }
}

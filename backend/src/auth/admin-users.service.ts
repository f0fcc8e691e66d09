import { Injectable } from '@nestjs/common';
import { AdminUser } from './admin-user.entity.js';
import { AdminUsersRepository } from './admin-users.repository.js';
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from './password-hasher.js';

export interface AdminIdentity {
  id: number;
  username: string;
}

@Injectable()
export class AdminUsersService {
  private dummyHash: Promise<string> | null = null;

  constructor(private readonly users: AdminUsersRepository) {}

  count(): Promise<number> {
    return this.users.count();
  }

  findByUsername(username: string): Promise<AdminUser | null> {
    return this.users.findByUsername(username);
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
    await this.users.markLoggedIn(user.id);
    return { id: user.id, username: user.username };
  }

  /** Creates the admin or replaces its password; `created` tells which. */
  async setPassword(username: string, password: string): Promise<{ user: AdminIdentity; created: boolean }> {
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw new Error(`The password must have at least ${MIN_PASSWORD_LENGTH} characters`);
    }
    const row = await this.users.upsertPassword(username, await hashPassword(password));
    if (!row) throw new Error(`Could not store admin ${username}`);
    return { user: { id: row.id, username }, created: row.created };
  }

  /** Inserts the admin only when no admin exists at all; true when this call created it. */
  async createIfNoAdmin(username: string, password: string): Promise<boolean> {
    return this.users.insertIfNoAdmin(username, await hashPassword(password));
  }

  async passwordMatches(username: string, password: string): Promise<boolean> {
    const user = await this.findByUsername(username);
    return user !== null && (await verifyPassword(user.passwordHash, password));
  }
}

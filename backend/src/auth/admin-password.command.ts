import { Injectable } from '@nestjs/common';
import { AdminUsersService } from './admin-users.service.js';
import { generatePassword } from './password-hasher.js';
import { SessionStore } from './session.store.js';

export interface AdminPasswordOutcome {
  username: string;
  /** Set only when it was generated, so the caller prints it once. */
  generatedPassword: string | null;
  created: boolean;
  sessionsEnded: number;
}

/** `npm run admin:password -- <username>`: sets (or creates) the admin and ends its open sessions. */
@Injectable()
export class AdminPasswordCommand {
  constructor(
    private readonly users: AdminUsersService,
    private readonly sessions: SessionStore,
  ) {}

  async run(username: string, password?: string): Promise<AdminPasswordOutcome> {
    const name = username.trim();
    if (!name) throw new Error('Usage: npm run admin:password -- <username>');
    const chosen = password || generatePassword();
    const { user, created } = await this.users.setPassword(name, chosen);
    const sessionsEnded = await this.sessions.deleteForUser(user.id);
    return { username: name, generatedPassword: password ? null : chosen, created, sessionsEnded };
  }
}

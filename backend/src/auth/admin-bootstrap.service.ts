import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { AdminUsersService } from './admin-users.service.js';
import { generatePassword } from './password-hasher.js';

/**
 * docs/behaviour.md §1: with ADMIN_PASSWORD set, ADMIN_USERNAME exists with that password at
 * start; with no admin at all and no password, one is generated and logged once.
 */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminBootstrapService.name);

  constructor(
    private readonly config: AppConfig,
    private readonly users: AdminUsersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = this.config;
    if (password) {
      if (await this.users.passwordMatches(username, password)) return;
      const { created } = await this.users.setPassword(username, password);
      this.logger.log(`Admin "${username}" ${created ? 'created' : 'password updated'} from ADMIN_PASSWORD`);
      return;
    }
    if ((await this.users.count()) > 0) return;
    const generated = generatePassword();
    // Several instances starting at once: only the one whose insert wins logs the password.
    const created = await this.users.createIfNoAdmin(username, generated);
    if (created) {
      this.logger.warn(
        `No admin existed: created "${username}" with the generated password ${generated} — ` +
          `shown once; change it with: npm run admin:password -- ${username}`,
      );
    }
  }
}

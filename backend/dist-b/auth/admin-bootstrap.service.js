var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var AdminBootstrapService_1;
import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { AdminUsersService } from './admin-users.service.js';
import { generatePassword } from './password-hasher.js';
/**
 * CONTRACT §1: with ADMIN_PASSWORD set, ADMIN_USERNAME exists with that password at
 * start; with no admin at all and no password, one is generated and logged once.
 */
let AdminBootstrapService = AdminBootstrapService_1 = class AdminBootstrapService {
    config;
    users;
    logger = new Logger(AdminBootstrapService_1.name);
    constructor(config, users) {
        this.config = config;
        this.users = users;
    }
    async onApplicationBootstrap() {
        const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = this.config;
        if (password) {
            if (await this.users.passwordMatches(username, password))
                return;
            const { created } = await this.users.setPassword(username, password);
            this.logger.log(`Admin "${username}" ${created ? 'created' : 'password updated'} from ADMIN_PASSWORD`);
            return;
        }
        if ((await this.users.count()) > 0)
            return;
        const generated = generatePassword();
        // Several instances starting at once: only the one whose insert wins logs the password.
        const created = await this.users.createIfNoAdmin(username, generated);
        if (created) {
            this.logger.warn(`No admin existed: created "${username}" with the generated password ${generated} — ` +
                `shown once; change it with: npm run admin:password -- ${username}`);
        }
    }
};
AdminBootstrapService = AdminBootstrapService_1 = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [AppConfig,
        AdminUsersService])
], AdminBootstrapService);
export { AdminBootstrapService };
//# sourceMappingURL=admin-bootstrap.service.js.map
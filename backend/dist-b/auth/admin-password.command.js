var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Injectable } from '@nestjs/common';
import { AdminUsersService } from './admin-users.service.js';
import { generatePassword } from './password-hasher.js';
import { SessionStore } from './session.store.js';
/** `npm run admin:password -- <username>`: sets (or creates) the admin and ends its open sessions. */
let AdminPasswordCommand = class AdminPasswordCommand {
    users;
    sessions;
    constructor(users, sessions) {
        this.users = users;
        this.sessions = sessions;
    }
    async run(username, password) {
        const name = username.trim();
        if (!name)
            throw new Error('Usage: npm run admin:password -- <username>');
        const chosen = password || generatePassword();
        const { user, created } = await this.users.setPassword(name, chosen);
        const sessionsEnded = await this.sessions.deleteForUser(user.id);
        return { username: name, generatedPassword: password ? null : chosen, created, sessionsEnded };
    }
};
AdminPasswordCommand = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [AdminUsersService,
        SessionStore])
], AdminPasswordCommand);
export { AdminPasswordCommand };
//# sourceMappingURL=admin-password.command.js.map
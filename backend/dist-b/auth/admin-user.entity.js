var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
let AdminUser = class AdminUser {
    id;
    username;
    passwordHash;
    createdAt;
    updatedAt;
    lastLoginAt;
};
__decorate([
    PrimaryGeneratedColumn({ type: 'integer' }),
    __metadata("design:type", Number)
], AdminUser.prototype, "id", void 0);
__decorate([
    Column('text'),
    __metadata("design:type", String)
], AdminUser.prototype, "username", void 0);
__decorate([
    Column('text', { name: 'password_hash' }),
    __metadata("design:type", String)
], AdminUser.prototype, "passwordHash", void 0);
__decorate([
    CreateDateColumn({ name: 'created_at', type: 'timestamptz' }),
    __metadata("design:type", Date)
], AdminUser.prototype, "createdAt", void 0);
__decorate([
    UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }),
    __metadata("design:type", Date)
], AdminUser.prototype, "updatedAt", void 0);
__decorate([
    Column('timestamptz', { name: 'last_login_at', nullable: true }),
    __metadata("design:type", Object)
], AdminUser.prototype, "lastLoginAt", void 0);
AdminUser = __decorate([
    Entity('admin_users')
], AdminUser);
export { AdminUser };
//# sourceMappingURL=admin-user.entity.js.map
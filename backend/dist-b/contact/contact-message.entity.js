var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
let ContactMessage = class ContactMessage {
    id;
    name;
    email;
    company;
    phone;
    subject;
    message;
    ip;
    createdAt;
};
__decorate([
    PrimaryGeneratedColumn({ type: 'integer' }),
    __metadata("design:type", Number)
], ContactMessage.prototype, "id", void 0);
__decorate([
    Column('text'),
    __metadata("design:type", String)
], ContactMessage.prototype, "name", void 0);
__decorate([
    Column('text'),
    __metadata("design:type", String)
], ContactMessage.prototype, "email", void 0);
__decorate([
    Column('text', { nullable: true }),
    __metadata("design:type", Object)
], ContactMessage.prototype, "company", void 0);
__decorate([
    Column('text', { nullable: true }),
    __metadata("design:type", Object)
], ContactMessage.prototype, "phone", void 0);
__decorate([
    Column('text'),
    __metadata("design:type", String)
], ContactMessage.prototype, "subject", void 0);
__decorate([
    Column('text'),
    __metadata("design:type", String)
], ContactMessage.prototype, "message", void 0);
__decorate([
    Column('text', { nullable: true }),
    __metadata("design:type", Object)
], ContactMessage.prototype, "ip", void 0);
__decorate([
    CreateDateColumn({ name: 'created_at', type: 'timestamptz' }),
    __metadata("design:type", Date)
], ContactMessage.prototype, "createdAt", void 0);
ContactMessage = __decorate([
    Entity('contact_messages')
], ContactMessage);
export { ContactMessage };
//# sourceMappingURL=contact-message.entity.js.map
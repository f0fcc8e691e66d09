var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { CONTACT_MESSAGE_LIMITS as LIMITS } from '@directory/shared';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional } from 'class-validator';
import { TextLength } from '../../common/text-length.validator.js';
const trimmed = ({ value }) => (typeof value === 'string' ? value.trim() : value);
const optional = ({ value }) => {
    const text = typeof value === 'string' ? value.trim() : value;
    return text === '' || text === null ? undefined : text;
};
/** Spec §5 "Contact form" with the spec's texts; the limits are shared with the public form. */
export class CreateContactMessageDto {
    name;
    email;
    subject;
    message;
    company;
    phone;
}
__decorate([
    Transform(trimmed),
    TextLength('Name', LIMITS.name),
    __metadata("design:type", String)
], CreateContactMessageDto.prototype, "name", void 0);
__decorate([
    Transform(trimmed),
    IsEmail({}, { message: 'Please enter a valid email address' }),
    __metadata("design:type", String)
], CreateContactMessageDto.prototype, "email", void 0);
__decorate([
    Transform(trimmed),
    TextLength('Subject', LIMITS.subject),
    __metadata("design:type", String)
], CreateContactMessageDto.prototype, "subject", void 0);
__decorate([
    Transform(trimmed),
    TextLength('Message', LIMITS.message),
    __metadata("design:type", String)
], CreateContactMessageDto.prototype, "message", void 0);
__decorate([
    Transform(optional),
    IsOptional(),
    TextLength('Company', LIMITS.company),
    __metadata("design:type", String)
], CreateContactMessageDto.prototype, "company", void 0);
__decorate([
    Transform(optional),
    IsOptional(),
    TextLength('Phone', LIMITS.phone),
    __metadata("design:type", String)
], CreateContactMessageDto.prototype, "phone", void 0);
//# sourceMappingURL=create-contact-message.dto.js.map
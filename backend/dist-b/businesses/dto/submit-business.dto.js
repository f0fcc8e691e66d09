var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { BUSINESS_SUBMISSION_LIMITS as LIMITS, isCountryCode } from '@directory/shared';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsUrl, registerDecorator } from 'class-validator';
import { TextLength } from '../../common/text-length.validator.js';
const trimmed = ({ value }) => (typeof value === 'string' ? value.trim() : value);
const optional = ({ value }) => {
    const text = typeof value === 'string' ? value.trim() : value;
    return text === '' || text === null ? undefined : text;
};
const upper = ({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
/** One of the shared `COUNTRY_CODES`, the list the `/upload` form offers. */
function IsCountryCode(options) {
    return (target, propertyName) => registerDecorator({
        name: 'isCountryCode',
        target: target.constructor,
        propertyName,
        options,
        validator: {
            validate: (value) => typeof value === 'string' && /^[A-Z]{2}$/.test(value) && isCountryCode(value),
        },
    });
}
/** The `/upload` form (CONTRACT §3 `POST /api/businesses/submit`); the limits are shared with the form. */
export class SubmitBusinessDto {
    name;
    category;
    address;
    city;
    countryCode;
    phone;
    website;
    description;
    email;
}
__decorate([
    Transform(trimmed),
    TextLength('Name', LIMITS.name),
    __metadata("design:type", String)
], SubmitBusinessDto.prototype, "name", void 0);
__decorate([
    Transform(trimmed),
    TextLength('Category', LIMITS.category),
    __metadata("design:type", String)
], SubmitBusinessDto.prototype, "category", void 0);
__decorate([
    Transform(trimmed),
    TextLength('Address', LIMITS.address),
    __metadata("design:type", String)
], SubmitBusinessDto.prototype, "address", void 0);
__decorate([
    Transform(trimmed),
    TextLength('City', LIMITS.city),
    __metadata("design:type", String)
], SubmitBusinessDto.prototype, "city", void 0);
__decorate([
    Transform(upper),
    IsCountryCode({ message: 'Country must be a 2-letter ISO country code' }),
    __metadata("design:type", String)
], SubmitBusinessDto.prototype, "countryCode", void 0);
__decorate([
    Transform(optional),
    IsOptional(),
    TextLength('Phone', LIMITS.phone),
    __metadata("design:type", String)
], SubmitBusinessDto.prototype, "phone", void 0);
__decorate([
    Transform(optional),
    IsOptional(),
    IsUrl({ protocols: ['http', 'https'] }, { message: 'Please enter a valid website address' }),
    __metadata("design:type", String)
], SubmitBusinessDto.prototype, "website", void 0);
__decorate([
    Transform(optional),
    IsOptional(),
    TextLength('Description', LIMITS.description),
    __metadata("design:type", String)
], SubmitBusinessDto.prototype, "description", void 0);
__decorate([
    Transform(trimmed),
    IsEmail({}, { message: 'Please enter a valid email address' }),
    __metadata("design:type", String)
], SubmitBusinessDto.prototype, "email", void 0);
//# sourceMappingURL=submit-business.dto.js.map
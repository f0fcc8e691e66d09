var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { EXPORT_FIELDS } from '@directory/shared';
import { Transform } from 'class-transformer';
import { ArrayNotEmpty, IsArray, IsIn, IsOptional, IsString, registerDecorator, } from 'class-validator';
import countries from 'i18n-iso-countries';
const FIELD_MESSAGE = `each field must be one of: ${EXPORT_FIELDS.join(', ')}`;
const COUNTRY_MESSAGE = 'countryCode must be "all" or a two-letter ISO country code';
/** `all` or an ISO 3166-1 alpha-2 code, in any case. */
function IsCountryCodeOrAll(options) {
    return (object, propertyName) => registerDecorator({
        name: 'isCountryCodeOrAll',
        target: object.constructor,
        propertyName,
        options,
        validator: {
            validate: (value) => typeof value === 'string' &&
                (value.toLowerCase() === 'all' || (/^[a-z]{2}$/i.test(value) && countries.isValid(value.toUpperCase()))),
        },
    });
}
const defaultAll = ({ value }) => value === undefined || value === null || value === '' ? 'all' : value;
/** `POST /api/export-csv {selectedFields, countryCode}` (CONTRACT §6). */
export class ExportCsvDto {
    selectedFields;
    countryCode = 'all';
}
__decorate([
    IsArray(),
    ArrayNotEmpty({ message: 'selectedFields must name at least one field' }),
    IsIn(EXPORT_FIELDS, { each: true, message: FIELD_MESSAGE }),
    __metadata("design:type", Array)
], ExportCsvDto.prototype, "selectedFields", void 0);
__decorate([
    Transform(defaultAll),
    IsOptional(),
    IsString(),
    IsCountryCodeOrAll({ message: COUNTRY_MESSAGE }),
    __metadata("design:type", String)
], ExportCsvDto.prototype, "countryCode", void 0);
/** `GET /api/admin/export-csv?fields=name,address&countryCode=DE`. */
export class ExportCsvQueryDto {
    fields;
    countryCode = 'all';
}
__decorate([
    Transform(({ value }) => typeof value === 'string'
        ? value
            .split(',')
            .map((f) => f.trim())
            .filter(Boolean)
        : value),
    IsArray({ message: 'fields must be a comma-separated list' }),
    ArrayNotEmpty({ message: 'fields must name at least one field' }),
    IsIn(EXPORT_FIELDS, { each: true, message: FIELD_MESSAGE }),
    __metadata("design:type", Array)
], ExportCsvQueryDto.prototype, "fields", void 0);
__decorate([
    Transform(defaultAll),
    IsOptional(),
    IsString(),
    IsCountryCodeOrAll({ message: COUNTRY_MESSAGE }),
    __metadata("design:type", String)
], ExportCsvQueryDto.prototype, "countryCode", void 0);
//# sourceMappingURL=export-csv.dto.js.map
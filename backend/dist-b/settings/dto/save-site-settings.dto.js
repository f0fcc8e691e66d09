var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { LIMITS } from '@directory/shared';
import { IsOptional, IsString, MaxLength } from 'class-validator';
const max = (field) => MaxLength(LIMITS.siteSettingMaxChars, {
    message: `${field} must be at most ${LIMITS.siteSettingMaxChars} characters`,
});
/** The four site-code fields; an omitted field keeps its stored value. */
export class SaveSiteSettingsDto {
    head_tags;
    footer_tags;
    analytics_code;
    facebook_pixel;
}
__decorate([
    IsOptional(),
    IsString(),
    max('head_tags'),
    __metadata("design:type", String)
], SaveSiteSettingsDto.prototype, "head_tags", void 0);
__decorate([
    IsOptional(),
    IsString(),
    max('footer_tags'),
    __metadata("design:type", String)
], SaveSiteSettingsDto.prototype, "footer_tags", void 0);
__decorate([
    IsOptional(),
    IsString(),
    max('analytics_code'),
    __metadata("design:type", String)
], SaveSiteSettingsDto.prototype, "analytics_code", void 0);
__decorate([
    IsOptional(),
    IsString(),
    max('facebook_pixel'),
    __metadata("design:type", String)
], SaveSiteSettingsDto.prototype, "facebook_pixel", void 0);
//# sourceMappingURL=save-site-settings.dto.js.map
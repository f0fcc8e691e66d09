import { LIMITS } from '@directory/shared';
import { IsOptional, IsString, MaxLength } from 'class-validator';

const max = (field: string) =>
  MaxLength(LIMITS.siteSettingMaxChars, {
    message: `${field} must be at most ${LIMITS.siteSettingMaxChars} characters`,
  });

/** The four site-code fields; an omitted field keeps its stored value. */
export class SaveSiteSettingsDto {
  @IsOptional()
  @IsString()
  @max('head_tags')
  head_tags?: string;

  @IsOptional()
  @IsString()
  @max('footer_tags')
  footer_tags?: string;

  @IsOptional()
  @IsString()
  @max('analytics_code')
  analytics_code?: string;

  @IsOptional()
  @IsString()
  @max('facebook_pixel')
  facebook_pixel?: string;
}

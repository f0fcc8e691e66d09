import { LIMITS } from '@directory/shared';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

const max = (field: string) =>
  MaxLength(LIMITS.siteSettingMaxChars, {
    message: `${field} must be at most ${LIMITS.siteSettingMaxChars} characters`,
  });

/** The four site-code fields and the two review moderation settings; an omitted field keeps its stored value. */
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

  @IsOptional()
  @IsIn(['flagged', 'all'], { message: 'review_moderation must be flagged or all' })
  review_moderation?: 'flagged' | 'all';

  @IsOptional()
  @IsString()
  @max('review_blocklist')
  review_blocklist?: string;
}

import { LIMITS, type SiteSettings } from '@directory/shared';

export type SettingsField = keyof SiteSettings;

/** The four code areas, in the page's order; facebook_pixel is labelled 'Body Tag Kodları' (docs/screens.md §2). */
export const SETTINGS_FIELDS: readonly SettingsField[] = [
  'head_tags',
  'footer_tags',
  'analytics_code',
  'facebook_pixel',
];

/** docs/screens.md §2: the 'Dikkat!' warning is shown on the head and footer areas only. */
const WARNED_FIELDS: ReadonlySet<SettingsField> = new Set(['head_tags', 'footer_tags']);

export const containsScriptTag = (code: string) => /<script\b/i.test(code);

/** docs/screens.md §2 "A warning 'Dikkat!' appears on the head and footer areas when they contain a script tag." */
export const showsScriptWarning = (field: SettingsField, code: string) =>
  WARNED_FIELDS.has(field) && containsScriptTag(code);

/** docs/behaviour.md §4: each field is a string of at most 100 000 characters. */
export const isTooLong = (code: string) => code.length > LIMITS.siteSettingMaxChars;

/** A blank area (spaces only) counts as empty, as the public site skips empty values (docs/screens.md §5). */
export const hasContent = (code: string) => code.trim() !== '';

/** docs/behaviour.md §13: the review moderation settings, saved with the code areas. */
export const REVIEW_SETTINGS_FIELDS: readonly SettingsField[] = ['review_moderation', 'review_blocklist'];

export const sameSettings = (a: SiteSettings, b: SiteSettings) =>
  [...SETTINGS_FIELDS, ...REVIEW_SETTINGS_FIELDS].every((field) => a[field] === b[field]);

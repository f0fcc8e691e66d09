import { Injectable } from '@nestjs/common';
import { DEFAULT_SITE_SETTINGS, type SiteSettings, type SuccessMessage } from '@directory/shared';
import { AuditService } from '../audit/audit.service.js';
import type { AdminActor } from '../auth/admin-principal.js';
import { DataVersionService } from '../cache/data-version.service.js';
import { DataChangesService } from '../data-changes/data-changes.service.js';
import { SaveSiteSettingsDto } from './dto/save-site-settings.dto.js';
import { SettingsRepository } from './settings.repository.js';

export const SETTING_KEYS = [
  'head_tags',
  'footer_tags',
  'analytics_code',
  'facebook_pixel',
  'review_moderation',
  'review_blocklist',
] as const;

export const SETTINGS_SAVED = 'Site ayarları başarıyla güncellendi';

/**
 * Site-wide code snippets. `get()` is on the path of every page the server renders, so it
 * is kept in memory per data version: a save bumps the version, and every instance
 * re-reads at its next request after that.
 */
@Injectable()
export class SettingsService {
  private cached: { version: number; settings: Promise<SiteSettings> } | null = null;

  constructor(
    private readonly stored: SettingsRepository,
    private readonly dataVersion: DataVersionService,
    private readonly changes: DataChangesService,
    private readonly audit: AuditService,
  ) {}

  async get(): Promise<SiteSettings> {
    const version = await this.dataVersion.current();
    if (this.cached?.version !== version) {
      const settings = this.read();
      this.cached = { version, settings };
      settings.catch(() => {
        if (this.cached?.settings === settings) this.cached = null;
      });
    }
    return this.cached.settings;
  }

  async save(dto: SaveSiteSettingsDto, { admin, ip }: AdminActor): Promise<SuccessMessage> {
    const given = SETTING_KEYS.filter((key) => dto[key] !== undefined);
    await this.stored.save(Object.fromEntries(given.map((key) => [key, dto[key]])));
    this.cached = null;
    await this.changes.settingsChanged();
    await this.audit.record(
      admin,
      'settings.updated',
      { fields: given, lengths: Object.fromEntries(given.map((k) => [k, dto[k]?.length])) },
      ip,
    );
    return { success: true, message: SETTINGS_SAVED };
  }

  private async read(): Promise<SiteSettings> {
    const rows = await this.stored.all();
    const settings = { ...DEFAULT_SITE_SETTINGS };
    for (const row of rows) if (row.key in settings) Object.assign(settings, { [row.key]: row.value });
    return settings;
  }
}

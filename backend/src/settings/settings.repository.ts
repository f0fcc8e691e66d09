import type { SiteSettings } from '@directory/shared';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

@Injectable()
export class SettingsRepository {
  constructor(private readonly db: DataSource) {}

  all(): Promise<Array<{ key: keyof SiteSettings; value: string }>> {
    return this.db.query(`SELECT key, value FROM site_settings`);
  }

  /** Writes the given keys in one transaction. */
  async save(values: Partial<SiteSettings>): Promise<void> {
    await this.db.transaction(async (m) => {
      for (const [key, value] of Object.entries(values)) {
        await m.query(
          `INSERT INTO site_settings (key, value) VALUES ($1, $2)
           ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
          [key, value],
        );
      }
    });
  }
}

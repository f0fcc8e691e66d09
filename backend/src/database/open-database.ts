import { AppConfig } from '../config/app-config.js';
import { RunningDatabase, startEmbeddedDatabase } from './embedded-database.js';

/** DATABASE_URL when given, else the embedded cluster in DATA_DIR/pg. */
export async function openDatabase(config: AppConfig): Promise<RunningDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => undefined };
  return startEmbeddedDatabase(config.dataDir);
}

import { startEmbeddedDatabase } from './embedded-database.js';
/** DATABASE_URL when given, else the embedded cluster in DATA_DIR/pg. */
export async function openDatabase(config) {
    if (config.DATABASE_URL)
        return { url: config.DATABASE_URL, stop: async () => undefined };
    return startEmbeddedDatabase(config.dataDir);
}
//# sourceMappingURL=open-database.js.map
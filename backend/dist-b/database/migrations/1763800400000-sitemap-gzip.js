/**
 * Sitemaps are stored pre-gzipped next to the plain XML, so serving a file never
 * compresses on the request path. Both columns skip TOAST compression: the gzip
 * is already compressed and the plain copy is only read on cache misses.
 */
export class SitemapGzip1763800400000 {
    name = 'SitemapGzip1763800400000';
    async up(db) {
        await db.query(`ALTER TABLE sitemap_files ADD COLUMN content_gzip bytea`);
        await db.query(`ALTER TABLE sitemap_files ALTER COLUMN content SET STORAGE EXTERNAL`);
        await db.query(`ALTER TABLE sitemap_files ALTER COLUMN content_gzip SET STORAGE EXTERNAL`);
    }
    async down(db) {
        await db.query(`ALTER TABLE sitemap_files DROP COLUMN content_gzip`);
        await db.query(`ALTER TABLE sitemap_files ALTER COLUMN content SET STORAGE EXTENDED`);
    }
}
//# sourceMappingURL=1763800400000-sitemap-gzip.js.map
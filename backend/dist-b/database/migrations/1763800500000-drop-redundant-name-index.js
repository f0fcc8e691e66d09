/**
 * `ix_businesses_admin_category_search` (category_slug, name gin_trgm_ops) also answers a name
 * search without a category: a multicolumn GIN index serves conditions on any of its columns,
 * and the planner already chose it over `ix_businesses_name_trgm` at 600 000 rows. The single
 * column trigram index only cost every insert (about a tenth of an import batch, measured).
 */
export class DropRedundantNameIndex1763800500000 {
    name = 'DropRedundantNameIndex1763800500000';
    async up(db) {
        await db.query(`DROP INDEX IF EXISTS ix_businesses_name_trgm`);
    }
    async down(db) {
        await db.query(`CREATE INDEX ix_businesses_name_trgm ON businesses USING gin (name gin_trgm_ops)`);
    }
}
//# sourceMappingURL=1763800500000-drop-redundant-name-index.js.map
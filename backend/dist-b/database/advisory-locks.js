/**
 * PostgreSQL advisory lock keys, one per job that must not run twice at once across every
 * instance and the CLI. Kept together so no two jobs share a key by accident.
 */
export var AdvisoryLock;
(function (AdvisoryLock) {
    /** Several instances may start at once on one database: only one decides and seeds. */
    AdvisoryLock[AdvisoryLock["FirstStart"] = 1592590337] = "FirstStart";
    /** Serialises summary writers (refreshes and row recounts), so a recount never misses a concurrent commit. */
    AdvisoryLock[AdvisoryLock["Summaries"] = 1763800100] = "Summaries";
    AdvisoryLock[AdvisoryLock["SlugRepair"] = 7263800202] = "SlugRepair";
    AdvisoryLock[AdvisoryLock["SitemapGeneration"] = 7346018221] = "SitemapGeneration";
})(AdvisoryLock || (AdvisoryLock = {}));
//# sourceMappingURL=advisory-locks.js.map
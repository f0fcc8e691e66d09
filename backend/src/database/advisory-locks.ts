/**
 * PostgreSQL advisory lock keys, one per job that must not run twice at once across every
 * instance and the CLI. Kept together so no two jobs share a key by accident.
 */
export enum AdvisoryLock {
  /** Several instances may start at once on one database: only one decides and seeds. */
  FirstStart = 0x5eed_0001,
  /** Instances starting at once on one database run the pending migrations one after the other. */
  Migrations = 0x5eed_0002,
  /** Serialises summary writers (refreshes and row recounts), so a recount never misses a concurrent commit. */
  Summaries = 1_763_800_100,
  SlugRepair = 7_263_800_202,
  SitemapGeneration = 7_346_018_221,
}

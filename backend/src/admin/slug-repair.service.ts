import { ConflictException, Injectable, Logger } from '@nestjs/common';
import { businessSlug, type FixSlugsResult, placeIdSuffix } from '@directory/shared';
import type { EntityManager } from 'typeorm';
import { DataChangesService } from '../data-changes/data-changes.service.js';
import { SlugRepairRepository, type SlugRow } from './slug-repair.repository.js';

const DEFAULT_BATCH = 5_000;
/** How many `placeId#n` alternatives a clash may use before the slug counts as wrong. */
const MAX_ALTERNATIVES = 20;
const WELL_FORMED = /^[a-z0-9]+(?:-[a-z0-9]+)*-([a-z0-9]{6})$/;

export interface SlugCheckpoint {
  /** Every business with id ≤ lastId has been examined in this run. */
  lastId: number;
  processed: number;
  fixed: number;
  startedAt: string;
}

export interface SlugRepairOptions {
  batchSize?: number;
  /** Stop after this many batches, leaving the checkpoint (an interrupted run). */
  maxBatches?: number;
}

export interface SlugRepairOutcome extends FixSlugsResult {
  completed: boolean;
  resumedFromId: number | null;
}

/**
 * docs/behaviour.md §2 slugs are the slugified name, `-`, and 6 characters derived from the place_id.
 * A slug is repaired when it is empty, malformed, or its suffix does not come from its own
 * place_id (a copied or legacy slug, the source of duplicates). Clashes are settled
 * deterministically: the canonical slug, else `placeIdSuffix(placeId#n)` for the first free n.
 *
 * Works in id order, one short transaction per batch; each batch commits its checkpoint
 * (last id) in app_state with its updates, so a stopped run resumes where it stopped.
 */
@Injectable()
export class SlugRepairService {
  private readonly logger = new Logger(SlugRepairService.name);

  constructor(
    private readonly slugs: SlugRepairRepository,
    private readonly changes: DataChangesService,
  ) {}

  async run({ batchSize = DEFAULT_BATCH, maxBatches }: SlugRepairOptions = {}): Promise<SlugRepairOutcome> {
    const outcome = await this.slugs.whileLocked(() => this.runLocked(batchSize, maxBatches));
    if (!outcome) throw new ConflictException('Slug repair is already running');
    return outcome.value;
  }

  checkpoint(): Promise<SlugCheckpoint | null> {
    return this.slugs.checkpoint<SlugCheckpoint>();
  }

  private async runLocked(batchSize: number, maxBatches: number | undefined): Promise<SlugRepairOutcome> {
    const started = Date.now();
    const saved = await this.checkpoint();
    let checkpoint: SlugCheckpoint = saved ?? {
      lastId: 0,
      processed: 0,
      fixed: 0,
      startedAt: new Date().toISOString(),
    };
    if (saved)
      this.logger.log(`Resuming slug repair after id ${saved.lastId} (${saved.processed} rows already examined)`);
    let batches = 0;
    let completed = false;
    while (!completed && (maxBatches === undefined || batches < maxBatches)) {
      const next = await this.batchWithRetry(checkpoint, batchSize);
      if (next) {
        checkpoint = next;
        batches++;
      } else {
        completed = true;
      }
    }
    if (completed) {
      await this.slugs.clearCheckpoint();
      if (checkpoint.fixed > 0) await this.changes.bulkChanged('fix-slugs');
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    this.logger.log(
      `Slug repair ${completed ? 'finished' : 'paused'}: ${checkpoint.processed} examined, ${checkpoint.fixed} fixed, ${seconds} s this run`,
    );
    const resumed = saved ? ` (${saved.lastId} numaralı kayıttan devam edildi)` : '';
    return {
      success: true,
      successCount: checkpoint.fixed,
      checkpointEnabled: true,
      totalProcessed: checkpoint.processed,
      message: completed
        ? `${checkpoint.processed} işletme incelendi, ${checkpoint.fixed} URL düzeltildi${resumed}`
        : `Durduruldu: ${checkpoint.processed} işletme incelendi, kaldığı yerden devam edecek${resumed}`,
      completed,
      resumedFromId: saved ? saved.lastId : null,
    };
  }

  /** A concurrent write may take a slug between the check and the update: the batch is then redone once. */
  private batchWithRetry(checkpoint: SlugCheckpoint, batchSize: number): Promise<SlugCheckpoint | null> {
    return this.slugs.inTransactionRetryingClash((m) => this.batch(m, checkpoint, batchSize));
  }

  private async batch(m: EntityManager, checkpoint: SlugCheckpoint, batchSize: number): Promise<SlugCheckpoint | null> {
    const rows = await this.slugs.batchAfter(m, checkpoint.lastId, batchSize);
    const last = rows.at(-1);
    if (!last) return null;
    const broken = rows.filter((row) => !slugIsSound(row.slug, row.place_id));
    const fixes = broken.length ? await this.assign(m, broken) : [];
    if (fixes.length) {
      // A fixed row may take the old slug of another row fixed in this batch, and PostgreSQL
      // checks uniqueness row by row: those rows (rarely any) are moved aside first.
      const released = new Set(broken.map((row) => row.slug));
      const aside = fixes.filter((f) => released.has(f.slug)).map((f) => f.id);
      if (aside.length) {
        const holders = broken.filter((row) => fixes.some((f) => f.slug === row.slug)).map((row) => row.id);
        await this.slugs.moveAside(m, holders);
      }
      await this.slugs.setSlugs(m, fixes);
    }
    const next: SlugCheckpoint = {
      ...checkpoint,
      lastId: last.id,
      processed: checkpoint.processed + rows.length,
      fixed: checkpoint.fixed + fixes.length,
    };
    await this.slugs.saveCheckpoint(m, next);
    return next;
  }

  /**
   * New slugs for the broken rows, in id order. Slugs held by rows outside the batch or by
   * sound rows are never taken; those held by the batch's broken rows are released by it.
   */
  private async assign(m: EntityManager, rows: SlugRow[]): Promise<Array<{ id: number; slug: string }>> {
    const brokenIds = new Set(rows.map((row) => row.id));
    const held = new Set<string>();
    const checked = new Set<string>();
    const lookUp = async (slugs: string[]) => {
      const found = await this.slugs.holdersOf(m, slugs);
      for (const f of found) if (!brokenIds.has(f.id)) held.add(f.slug);
      for (const slug of slugs) checked.add(slug);
    };
    const candidates = rows.map((row) => slugCandidates(row.name, row.place_id));
    // Canonical slugs first; alternatives are looked up only when a pick lands on an unchecked one.
    await lookUp(candidates.map((c) => c[0] as string));
    for (;;) {
      const { fixes, unfixed } = pick(rows, candidates, held);
      const unchecked = fixes.filter((f) => !checked.has(f.slug));
      if (unchecked.length === 0) {
        // A row left without a free candidate keeps its slug, so nobody may take it.
        const kept = new Set(unfixed.map((row) => row.slug));
        return fixes.filter((fix) => !kept.has(fix.slug));
      }
      await lookUp(
        unchecked
          .flatMap((f) => candidates[rows.findIndex((row) => row.id === f.id)] ?? [])
          .filter((slug) => !checked.has(slug)),
      );
    }
  }
}

/** In id order, each broken row takes its first candidate that nobody holds or took before it in the batch. */
function pick(rows: SlugRow[], candidates: string[][], held: ReadonlySet<string>) {
  const taken = new Set(held);
  const fixes: Array<{ id: number; slug: string }> = [];
  const unfixed: SlugRow[] = [];
  rows.forEach((row, i) => {
    const free = (candidates[i] ?? []).find((slug) => !taken.has(slug));
    if (!free) {
      unfixed.push(row);
      return;
    }
    taken.add(free);
    fixes.push({ id: row.id, slug: free });
  });
  return { fixes, unfixed };
}

/** Canonical slug first, then the clash alternatives, in the order they are tried. */
export function slugCandidates(name: string, placeId: string): string[] {
  const canonical = businessSlug(name, placeId);
  const stem = canonical.slice(0, -6);
  return [
    canonical,
    ...Array.from({ length: MAX_ALTERNATIVES }, (_, n) => `${stem}${placeIdSuffix(`${placeId}#${n + 1}`)}`),
  ];
}

/** Well-formed, and its 6-character suffix derived from this place_id (directly or as a clash alternative). */
export function slugIsSound(slug: string, placeId: string): boolean {
  const match = WELL_FORMED.exec(slug);
  if (!match) return false;
  const suffix = match[1];
  if (suffix === placeIdSuffix(placeId)) return true;
  for (let n = 1; n <= MAX_ALTERNATIVES; n++) if (suffix === placeIdSuffix(`${placeId}#${n}`)) return true;
  return false;
}

/** The first of the docs/behaviour.md §2 slug and its clash alternatives that no other business uses. */
export async function uniqueSlug(
  name: string,
  placeId: string,
  taken: (slug: string) => Promise<boolean>,
): Promise<string> {
  for (const candidate of slugCandidates(name, placeId)) if (!(await taken(candidate))) return candidate;
  throw new ConflictException('No free slug for this name and place_id');
}

import { errorMessage } from '../../components/error-message';

/** What a bulk action did: how many calls succeeded, and the first refusal's message when some failed. */
export interface EachResult {
  succeeded: number;
  failed: number;
  firstError: string | null;
}

/**
 * The admin API has no bulk moderation call, so a bulk action calls `action` once per id, at most `parallel`
 * at a time, and carries on past a refusal (a review another admin deleted meanwhile) to report the count.
 */
export async function runEach<T>(
  ids: readonly T[],
  action: (id: T) => Promise<unknown>,
  parallel = 3,
): Promise<EachResult> {
  const result: EachResult = { succeeded: 0, failed: 0, firstError: null };
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++];
      try {
        await action(id);
        result.succeeded += 1;
      } catch (error) {
        result.failed += 1;
        result.firstError ??= errorMessage(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, ids.length) }, worker));
  return result;
}

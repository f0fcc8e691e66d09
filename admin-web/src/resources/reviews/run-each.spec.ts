import { describe, expect, it } from 'vitest';
import { runEach } from './run-each';

describe('runEach', () => {
  it('calls the action once per id, never more than the given number at a time', async () => {
    const seen: number[] = [];
    let running = 0;
    let most = 0;
    const result = await runEach([1, 2, 3, 4, 5, 6, 7], async (id) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push(id);
      running -= 1;
    });
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
    expect(result).toEqual({ succeeded: 7, failed: 0, firstError: null });
  });

  it('goes on past a refusal and counts it, keeping the first message', async () => {
    const result = await runEach([1, 2, 3], async (id) => {
      if (id !== 2) throw new Error(`Review ${id} not found`);
    });
    expect(result.succeeded).toBe(1);
    expect(result.failed).toBe(2);
    expect(result.firstError).toMatch(/^Review [13] not found$/);
  });

  it('does nothing for no ids', async () => {
    expect(await runEach([], async () => undefined)).toEqual({ succeeded: 0, failed: 0, firstError: null });
  });
});

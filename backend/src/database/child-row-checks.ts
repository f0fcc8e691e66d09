import type { PoolClient } from 'pg';

/**
 * Whether this connection may skip the foreign-key checks of `business_hours` and
 * `business_amenities` with `SET LOCAL session_replication_role = replica`.
 *
 * Bulk writers (the demo seed, imports) insert child rows only for businesses their own
 * transaction has just inserted or locked, so those checks cannot fail; they are two thirds
 * of the child tables' load time (measured). Replica mode needs a superuser and silences the
 * user triggers that are not enabled ALWAYS, so it is used only when every user trigger of the
 * child tables is (the open-week triggers are: they fire in replica mode too), only around the
 * statement that writes them, and never for `businesses` (search postings follow its triggers).
 */
export async function canSkipChildRowChecks(client: PoolClient): Promise<boolean> {
  const { rows } = await client.query<{ superuser: boolean; triggers: number }>(`
    SELECT current_setting('is_superuser') = 'on' AS superuser,
           (SELECT count(*)::int FROM pg_trigger
            WHERE NOT tgisinternal AND tgenabled <> 'A'
              AND tgrelid IN ('business_hours'::regclass, 'business_amenities'::regclass)) AS triggers`);
  return rows[0]?.superuser === true && rows[0].triggers === 0;
}

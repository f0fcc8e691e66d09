/** Socket errors of a server that is down, restarting or out of reach. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);
/** SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down). */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);
/** What node-postgres and pg-pool say when a connection dies or cannot be made in time. */
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end/;

/**
 * Whether `error` says PostgreSQL cannot be reached (rather than that a query is wrong).
 * TypeORM wraps driver errors (`QueryFailedError.driverError`), node-postgres may chain a
 * `cause`, and a host with several addresses fails with an AggregateError of each attempt.
 * Duck-typed: errors from node's own sockets need not be instances of this realm's Error.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, message, driverError, cause, errors } = error as Record<string, unknown>;
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || SHUTDOWN_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
  )
    return true;
  if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
  const nested = [driverError, cause, ...(Array.isArray(errors) ? errors : [])];
  return nested.some((inner) => inner !== error && isDatabaseUnavailable(inner, depth + 1));
}

import { randomUUID } from 'node:crypto';

/** A token a proxy or client may choose: short, and nothing that could forge a log line or a header. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The incoming `X-Request-Id` when it is a safe token, else a new UUID. */
export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

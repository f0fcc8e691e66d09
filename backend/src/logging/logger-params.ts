import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import { stdTimeFunctions } from 'pino';
import type { LogLevel } from './log-level.js';
import { matchedRoute } from './matched-route.js';
import { requestIdOf } from './request-id.js';

/** No request line for these: probes every few seconds and hashed bundles would drown the rest. */
const QUIET_PATHS = /^\/(api\/health([/?]|$)|assets\/)/;

/**
 * Request lines carry only method, URL, status and route, so headers and bodies never reach the
 * log; these paths are a second guard for objects handed to a logger call.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
];

export interface LoggingOptions {
  level: LogLevel;
  /** Human-readable lines (pino-pretty) instead of JSON: for a terminal only. */
  pretty: boolean;
}

/**
 * One JSON line per request (`reqId`, `req.method`, `req.url`, `route`, `res.statusCode`,
 * `responseTime` in ms), and the request's id on every line logged while it is handled.
 */
export function loggerParams({ level, pretty }: LoggingOptions): Params {
  return {
    pinoHttp: {
      level,
      timestamp: stdTimeFunctions.isoTime,
      genReqId: (req: IncomingMessage, res: ServerResponse) => {
        const id = requestIdOf(req.headers['x-request-id']);
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // Lines logged during a request get `reqId` only; the request itself is described once, when it ends.
      quietReqLogger: true,
      serializers: {
        req: ({ method, url }: { method: string; url: string }) => ({ method, url }),
        res: ({ statusCode }: { statusCode: number }) => ({ statusCode }),
      },
      // Called again when the response ends, by which time Express has matched the route.
      customProps: (req: IncomingMessage) => {
        const route = matchedRoute(req as IncomingMessage & { route?: { path?: unknown } });
        return route ? { route } : {};
      },
      customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
        error || res.statusCode >= 500 ? 'error' : 'info',
      autoLogging: { ignore: (req: IncomingMessage) => QUIET_PATHS.test(originalUrlOf(req)) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      transport: pretty ? { target: 'pino-pretty', options: { singleLine: true } } : undefined,
    },
  };
}

/** Express rewrites `req.url` inside a mounted middleware; `originalUrl` is what the client asked for. */
function originalUrlOf(req: IncomingMessage & { originalUrl?: string }): string {
  return req.originalUrl ?? req.url ?? '';
}

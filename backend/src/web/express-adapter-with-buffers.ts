import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';

/**
 * Nest's Express adapter, except that a Buffer returned by a handler or interceptor is sent as
 * it is (its headers already set), as Express's `res.end` sends it. The stock adapter would
 * JSON-encode it, and wrapping it in a StreamableFile pipes a stream per request: about a fifth
 * of the CPU time of a cached answer (BENCHMARKS.md, Public API).
 */
export class ExpressAdapterWithBuffers extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (!Buffer.isBuffer(body)) return super.reply(response, body, statusCode);
    if (statusCode !== undefined) response.status(statusCode);
    return response.end(body);
  }
}

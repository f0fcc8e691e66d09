import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { matchesEtag, OWN_HEADERS } from '../cache/http-cache.headers.js';
import { SitemapFilesService, type ServedSitemap } from './sitemap-files.service.js';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** Short enough that crawlers behind a shared cache see a regeneration within minutes. */
const CACHE_CONTROL = 'public, max-age=300';
const XML_TYPE = 'application/xml; charset=utf-8';

/**
 * HTTP answers for stored sitemap files. The controller path (`send`) goes through
 * Express and Nest like any route. Once a file is hot in memory for the set known to be
 * published, the fast path answers it from the raw HTTP server with the same headers
 * (helmet's are copied from a full-path answer): for a 124 kB body, Express's middleware
 * chain would otherwise cost more than the bytes (BENCHMARKS.md, "Sitemaps"). Anything else
 * (cold files, query strings, other encodings, the first answer) goes to Express untouched.
 *
 * Clients that take gzip get the gzip stored at generation time, with the weak form of the
 * stored ETag (as nginx does), so a revalidation matches whichever variant the client holds.
 */
@Injectable()
export class SitemapHttpService implements OnApplicationBootstrap {
  private commonHeaders: Array<[string, string]> | null = null;

  constructor(
    private readonly files: SitemapFilesService,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  onApplicationBootstrap(): void {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server) return;
    const listeners = server.listeners('request') as RequestListener[];
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (this.tryServe(req, res)) return;
      for (const listener of listeners) listener.call(server, req, res);
    });
  }

  /** The full path: also teaches the fast path the headers the middleware chain adds. */
  send(req: Request, res: Response, file: ServedSitemap | null): void {
    if (!file) {
      res.status(404).type('text/plain').send('Not Found');
      return;
    }
    const gzip = file.gzip !== null && takesGzip(req.headers['accept-encoding']);
    this.commonHeaders ??= Object.entries(res.getHeaders())
      .filter(([name]) => !OWN_HEADERS.test(name))
      .map(([name, value]) => [name, String(value)]);
    res.set(ownHeaders(file, gzip));
    // Express answers 304 itself when If-None-Match matches.
    res.send(gzip ? file.gzip : file.content);
  }

  private tryServe(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '';
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (!this.commonHeaders || (url !== '/sitemap.xml' && !url.startsWith('/sitemaps/'))) return false;
    const file = this.files.peek(url);
    if (!file) return false;
    const accept = req.headers['accept-encoding'];
    const gzip = file.gzip !== null && takesGzip(accept);
    // Other codings (br, deflate) are the compression middleware's business, on the full path.
    if (!gzip && accept !== undefined && accept.trim() !== 'identity') return false;
    const headers: OutgoingHttpHeaders = { ...Object.fromEntries(this.commonHeaders), ...ownHeaders(file, gzip) };
    if (matchesEtag(req.headers['if-none-match'], file.etag)) {
      delete headers['Content-Encoding'];
      delete headers['Content-Type'];
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const body = gzip ? file.gzip! : file.content;
    res.writeHead(200, { ...headers, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
}

function ownHeaders(file: ServedSitemap, gzip: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': XML_TYPE,
    'Cache-Control': CACHE_CONTROL,
    Vary: 'Accept-Encoding',
    ETag: gzip ? `W/${file.etag}` : file.etag,
  };
  if (gzip) headers['Content-Encoding'] = 'gzip';
  return headers;
}

/** RFC 9110 §12.5.3: gzip (or x-gzip, or `*`) listed with a q-value above 0. */
export function takesGzip(header: string | string[] | undefined): boolean {
  if (typeof header !== 'string' || header === '') return false;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of header.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (coding === 'gzip' || coding === 'x-gzip') gzip = weight;
    else if (coding === '*') any = weight;
  }
  return (gzip ?? any ?? 0) > 0;
}

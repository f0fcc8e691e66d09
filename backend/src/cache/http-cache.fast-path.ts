import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import { DataVersionService } from './data-version.service.js';
import { cachedHeaders, matchesEtag, resourceKey } from './http-cache.headers.js';
import { CachedBody, HttpCacheService } from './http-cache.service.js';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** Flat `[name, value, name, value, …]` lists, which writeHead takes without per-header checks. */
interface RawHeaders {
  gzip: string[];
  /** Built on first use: it needs the uncompressed length. */
  identity: string[] | null;
  notModified: string[];
}

/** A query-less public GET whose answer the fast path may also build on a miss. */
export interface MissRoute {
  /** Matched against the request path. */
  pattern: RegExp;
  ttlMs: number;
  /** The answer's data; a rejection (not found, bad input, database down) leaves the request to Express. */
  build(match: RegExpExecArray): Promise<unknown>;
}

/**
 * Answers a public GET whose body this process holds hot before Express sees the request.
 * On this 2-core box Express alone costs about three times what Node's HTTP server does
 * per request (BENCHMARKS.md, "Public API"), so for a cached answer the framework, not the
 * answer, would be the bill.
 *
 * It wraps the HTTP server's request listener (the Express app) once the application has
 * started; a request it cannot answer from memory (other versions, Redis-only entries,
 * errors, writes, anything outside /api/) goes to Express untouched, and there
 * HttpCacheInterceptor builds and stores the answer, unless a module registered its route
 * with `serveMisses`: then the answer is built here, and only a failed build goes to
 * Express (which answers the error as the API always does). The keys are the interceptor's
 * (Express's own query parser is `querystring`), and the headers the middleware chain adds
 * to every answer (helmet's) are copied from the first answer the full path sends.
 */
@Injectable()
export class HttpCacheFastPath implements OnApplicationBootstrap {
  private commonHeaders: Array<[string, string | number | string[]]> | null = null;
  private readonly rawHeaders = new WeakMap<CachedBody, RawHeaders>();
  private readonly missRoutes: MissRoute[] = [];

  constructor(
    private readonly cache: HttpCacheService,
    private readonly dataVersion: DataVersionService,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  onApplicationBootstrap(): void {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server) return;
    const listeners = server.listeners('request') as RequestListener[];
    server.removeAllListeners('request');
    const forward = (req: IncomingMessage, res: ServerResponse) => {
      for (const listener of listeners) listener.call(server, req, res);
    };
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!this.tryServe(req, res, forward)) forward(req, res);
    });
  }

  /**
   * Builds this route's answer here on a miss too, with the same key, TTL and single build as
   * HttpCacheInterceptor. For pages nearly always missed (600 000 business pages, crawled in
   * turn), the framework's work per request is most of the bill: BENCHMARKS.md "Public API".
   */
  serveMisses(route: MissRoute): void {
    this.missRoutes.push(route);
  }

  /** Called by the full path with the headers the middleware chain set before the handler. */
  learnCommonHeaders(headers: Array<[string, string | number | string[]]>): void {
    this.commonHeaders ??= headers;
  }

  private tryServe(req: IncomingMessage, res: ServerResponse, forward: RequestListener): boolean {
    const url = req.url ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !this.commonHeaders || !url.startsWith('/api/'))
      return false;
    const version = this.dataVersion.peek();
    if (version === undefined) return false;
    const q = url.indexOf('?');
    const resource = resourceKey(q < 0 ? url : url.slice(0, q), q < 0 ? {} : parseQuery(url.slice(q + 1)));
    const key = this.cache.key(version, resource);
    const body = this.cache.peek(key);
    if (body) {
      this.send(req, res, body);
      return true;
    }
    return q < 0 && this.buildMiss(req, res, version, url, forward);
  }

  private buildMiss(
    req: IncomingMessage,
    res: ServerResponse,
    version: number,
    path: string,
    forward: RequestListener,
  ): boolean {
    for (const route of this.missRoutes) {
      const match = route.pattern.exec(path);
      if (!match) continue;
      this.cache
        .getOrBuild(version, path, route.ttlMs, () => route.build(match))
        .then(
          (body) => this.send(req, res, body),
          () => forward(req, res),
        );
      return true;
    }
    return false;
  }

  private send(req: IncomingMessage, res: ServerResponse, body: CachedBody): void {
    const headers = this.headersOf(body);
    if (matchesEtag(req.headers['if-none-match'], body.etag)) {
      res.writeHead(304, headers.notModified);
      res.end();
      return;
    }
    if (this.cache.acceptsGzip(req.headers['accept-encoding'])) {
      res.writeHead(200, headers.gzip);
      res.end(req.method === 'HEAD' ? undefined : body.gzip);
      return;
    }
    const identity = this.cache.identityOf(body);
    headers.identity ??= this.flat(cachedHeaders(body, null, identity.length));
    res.writeHead(200, headers.identity);
    res.end(req.method === 'HEAD' ? undefined : identity);
  }

  private headersOf(body: CachedBody): RawHeaders {
    let headers = this.rawHeaders.get(body);
    if (!headers) {
      headers = {
        gzip: this.flat(cachedHeaders(body, 'gzip', body.gzip.length)),
        identity: null,
        notModified: this.flat(cachedHeaders(body, null)),
      };
      this.rawHeaders.set(body, headers);
    }
    return headers;
  }

  private flat(own: Record<string, string | number>): string[] {
    return [...(this.commonHeaders ?? []), ...Object.entries(own)].flatMap(([name, value]) =>
      Array.isArray(value) ? value.flatMap((v) => [name, String(v)]) : [name, String(value)],
    );
  }
}

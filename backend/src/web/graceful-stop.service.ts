import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Server } from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Time for connections accepted just before the stop to deliver their request. */
const SETTLE_MS = 500;

/**
 * Runs after Nest's destroy hooks and before it closes the HTTP server. That close drops every
 * connection without a request in progress, including one accepted a moment ago whose request is
 * still on the way. So the listening socket closes first (new connections are refused, and the
 * proxy sends them to another instance), kept-alive connections close after their next answer, and
 * only then does Nest close the rest and wait for the requests in progress. The database and Redis
 * connections close after that.
 */
@Injectable()
export class GracefulStop implements BeforeApplicationShutdown {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  async beforeApplicationShutdown(): Promise<void> {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server?.listening) return;
    server.keepAliveTimeout = 1;
    // net.Server's close, not http.Server's, which would also drop the idle connections now.
    net.Server.prototype.close.call(server);
    await sleep(SETTLE_MS);
  }
}

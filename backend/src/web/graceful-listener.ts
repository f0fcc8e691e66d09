import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How long the listener still accepts after the signal: connections the kernel has completed but a
 * busy event loop has not yet taken would be reset when the listening socket closes.
 */
const ACCEPT_PENDING_MS = 100;
/** How long a connection accepted before the stop has to deliver its request. */
const FIRST_REQUEST_MS = 10_000;

interface Connection {
  /** Requests received on it so far. */
  requests: number;
  /** Requests not yet answered. */
  inFlight: number;
}

export interface GracefulListener {
  /** The port it listens on (the one asked for, or the one the system chose for 0). */
  port: number;
  /**
   * Stops accepting connections, answers every request on the connections already accepted (a
   * connection whose request has not arrived yet included), closes each connection once it is idle,
   * and resolves when none is left.
   */
  stop(): Promise<void>;
}

/**
 * Serves `server` on a listening socket of its own, handing it each connection (the `connection`
 * event Node documents for this). Closing that socket stops new connections and nothing else:
 * `http.Server.close()` would also drop every connection that has not delivered a request yet,
 * which on a busy server includes ones accepted moments ago whose request is still unread.
 */
export async function listenGracefully(server: HttpServer, port: number, host: string): Promise<GracefulListener> {
  const connections = new Map<net.Socket, Connection>();
  let stopping = false;
  let allClosed: () => void = () => undefined;

  const forget = (socket: net.Socket) => {
    connections.delete(socket);
    if (stopping && connections.size === 0) allClosed();
  };
  // noDelay as http.Server sets it on the connections it accepts itself: without it, an answer written
  // in parts waited for the client's delayed acknowledgement (40 ms on every kept-alive admin list).
  const listener = net.createServer((socket) => {
    socket.setNoDelay(true);
    connections.set(socket, { requests: 0, inFlight: 0 });
    socket.once('close', () => forget(socket));
    server.emit('connection', socket);
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const connection = connections.get(req.socket);
    if (!connection) return;
    connection.requests += 1;
    connection.inFlight += 1;
    if (stopping) res.setHeader('Connection', 'close');
    res.once('close', () => {
      connection.inFlight -= 1;
      if (stopping && connection.inFlight === 0) req.socket.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(port, host, () => {
      listener.off('error', reject);
      // What http.Server does on its own 'listening': start enforcing headersTimeout and requestTimeout
      // on the connections it is handed (a client sending its headers a byte at a time gets 408).
      server.emit('listening');
      resolve();
    });
  });

  return {
    port: (listener.address() as net.AddressInfo).port,
    async stop() {
      await sleep(ACCEPT_PENDING_MS);
      stopping = true;
      listener.close();
      const closed = new Promise<void>((resolve) => (allClosed = resolve));
      for (const [socket, connection] of connections) {
        // Idle kept-alive connections close now; busy ones after their answer (see 'request' above).
        if (connection.requests > 0 && connection.inFlight === 0) socket.end();
      }
      if (connections.size === 0) return;
      const timer = setTimeout(() => {
        for (const [socket, connection] of connections) if (connection.inFlight === 0) socket.destroy();
      }, FIRST_REQUEST_MS);
      await closed;
      clearTimeout(timer);
    },
  };
}

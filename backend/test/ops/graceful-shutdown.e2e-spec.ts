import http from 'node:http';
import type net from 'node:net';
import { type BuiltServer, startBuiltServer } from '../upload/built-server.js';
import { stopProcess } from './nginx-server.js';

type Outcome = { status: number } | { error: string };

/** One request on a connection of its own; `send` writes it (all of it unless told otherwise). */
function request(
  url: string,
  options: http.RequestOptions = {},
): { connected: Promise<void>; send: (write?: (req: http.ClientRequest) => void) => void; outcome: Promise<Outcome> } {
  let connected: () => void = () => undefined;
  const req = http.request(url, { agent: false, ...options });
  const outcome = new Promise<Outcome>((resolve) => {
    req.once('response', (res) => {
      res.resume();
      res.once('end', () => resolve({ status: res.statusCode ?? 0 }));
      res.once('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.once('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
  req.once('socket', (socket: net.Socket) => socket.once('connect', () => connected()));
  return {
    connected: new Promise<void>((resolve) => (connected = resolve)),
    send: (write) => (write ? write(req) : req.end()),
    outcome,
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM', () => {
  let server: BuiltServer;

  beforeAll(async () => {
    server = await startBuiltServer({ DATABASE_URL: process.env.DATABASE_URL as string });
  }, 180_000);

  afterAll(() => stopProcess(server.child, 'SIGKILL'));

  it('stops accepting, answers every request on the connections it accepted, then exits with 0', async () => {
    const contact = JSON.stringify({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Opening hours',
      message: 'Are you open on Sundays in December?',
    });
    // A request whose body is still arriving when the signal comes.
    const slow = request(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(contact) },
    });
    let finishBody: () => void = () => undefined;
    slow.send((req) => {
      req.write(contact.slice(0, 20));
      finishBody = () => req.end(contact.slice(20));
    });
    // An idle kept-alive connection: closed by the stop, it must not hold the process open.
    const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const idle = await new Promise<number>((resolve, reject) =>
      http
        .get(`${server.url}/api/health`, { agent: keptAlive }, (res) => {
          res.resume();
          res.once('end', () => resolve(res.statusCode ?? 0));
        })
        .once('error', reject),
    );
    expect(idle).toBe(200);

    // 50 clients, each on a fresh connection the server has accepted: half have sent their
    // request when the signal comes, half send it a second later.
    const clients = Array.from({ length: 50 }, () => request(`${server.url}/api/health`));
    await Promise.all(clients.map((client) => client.connected));
    // A moment for the server to take them from the kernel's queue: a connection still queued when
    // the listening socket closes is reset by the kernel, whatever the process does.
    await pause(300);
    for (const client of clients.slice(0, 25)) client.send();

    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    await pause(1_000);
    for (const client of clients.slice(25)) client.send();
    const outcomes = await Promise.all(clients.map((client) => client.outcome));

    // Meanwhile (the slow request holds the server open) a new connection is refused at the listener.
    const late = request(`${server.url}/api/health`);
    late.send();
    expect(await late.outcome).toEqual({ error: 'ECONNREFUSED' });

    finishBody();
    expect(await slow.outcome).toEqual({ status: 201 });
    expect(await exited).toBe(0);
    keptAlive.destroy();

    // Every request answered, and with a real answer: the database was still open for them.
    expect(outcomes.filter((outcome) => !('status' in outcome) || outcome.status !== 200)).toEqual([]);
    expect(outcomes).toHaveLength(50);
  }, 60_000);
});

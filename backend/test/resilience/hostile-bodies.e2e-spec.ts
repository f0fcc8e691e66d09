import type { NestExpressApplication } from '@nestjs/platform-express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import request from 'supertest';
import { createBusiness } from '../factories/business.factory.js';
import { adminAgent } from '../support/admin-agent.js';
import { createTestApp, resetData } from '../support/test-app.js';
import { CONTACT, SUBMISSION } from '../factories/form-bodies.js';

// docs/behaviour.md §11: "JSON bodies over 2 MB answer 413, over 1 000 keys in one object or nested deeper
// than 20 answer 400 — each within 50 ms, and other requests keep answering meanwhile."

/** `body` as JSON text with `extra` spliced in as further top-level members. */
const withMembers = (body: object, extra: string) => `${JSON.stringify(body).slice(0, -1)},${extra}}`;

/** Filler members so that the top-level object holds `total` keys in all. */
const fillTo = (body: object, total: number) =>
  withMembers(body, Array.from({ length: total - Object.keys(body).length }, (_, i) => `"f${i}":0`).join(','));

/** A member whose value nests `levels` deep, arrays and objects in turn; the body itself is one more level. */
const nestTo = (body: object, depth: number) => {
  const levels = depth - 1;
  let value = '0';
  for (let level = 0; level < levels; level++) value = level % 2 ? `{"a":${value}}` : `[${value}]`;
  return withMembers(body, `"nested":${value}`);
};

const ONE_POINT_EIGHT_MB_DEEP = '['.repeat(900_000) + ']'.repeat(900_000);

const tooMany = { statusCode: 400, error: 'Bad Request', message: expect.stringContaining('more than 1000 entries') };
const tooDeep = { statusCode: 400, error: 'Bad Request', message: expect.stringContaining('deeper than 20') };
const tooLarge = { statusCode: 413, error: 'Payload Too Large', message: expect.stringContaining('2 MB') };

interface RouteFamily {
  name: string;
  method: 'post' | 'put';
  path: () => string;
  admin: boolean;
  valid: object;
  /** What the route answers the valid body with its extra (ignored) members. */
  accepted: number;
}

describe('hostile request bodies', () => {
  let app: NestExpressApplication;
  let admin: import('supertest').Agent;
  let businessId = 0;
  let clientNumber = 0;
  /** Server-side time of each request, from its headers arriving to its answer's last byte. */
  const serverMs = new Map<string, number>();

  const families: RouteFamily[] = [
    {
      name: 'admin login',
      method: 'post',
      path: () => '/api/admin/login',
      admin: false,
      valid: { username: 'nobody', password: 'not-the-password' },
      accepted: 401,
    },
    { name: 'contact form', method: 'post', path: () => '/api/contact', admin: false, valid: CONTACT, accepted: 201 },
    {
      name: 'public submission',
      method: 'post',
      path: () => '/api/businesses/submit',
      admin: false,
      valid: SUBMISSION,
      accepted: 201,
    },
    {
      name: 'site settings',
      method: 'post',
      path: () => '/api/admin/site-settings',
      admin: true,
      valid: { footer_tags: '<!-- footer -->' },
      accepted: 200,
    },
    {
      name: 'admin business edit',
      method: 'put',
      path: () => `/api/admin/businesses/${businessId}`,
      admin: true,
      valid: { description: 'Fresh bread every morning' },
      accepted: 200,
    },
    {
      name: 'CSV export',
      method: 'post',
      path: () => '/api/export-csv',
      admin: true,
      valid: { selectedFields: ['name'], countryCode: 'all' },
      accepted: 200,
    },
  ];

  /** Sends `body` as JSON, each time from another client address (the forms are rate-limited per IP). */
  async function send(family: RouteFamily, body: string) {
    const id = String(++clientNumber);
    const client = family.admin ? admin : request(app.getHttpServer());
    const res = await client[family.method](family.path())
      .set('Content-Type', 'application/json')
      .set('X-Forwarded-For', `10.9.${Math.floor(clientNumber / 250)}.${clientNumber % 250}`)
      .set('X-Test-Request', id)
      .send(body);
    return { res, ms: serverMs.get(id) ?? Number.NaN };
  }

  beforeAll(async () => {
    app = await createTestApp();
    await resetData(app);
    businessId = (await createBusiness(app, { name: 'Corner Bakery' })).id;
    admin = await adminAgent(app);
    app.getHttpServer().prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      const id = req.headers['x-test-request'];
      const started = performance.now();
      if (typeof id === 'string') res.once('finish', () => serverMs.set(id, performance.now() - started));
    });
  });
  afterAll(() => app.close());

  describe.each(families.map((f) => [f.name, f] as const))('%s', (_name, family) => {
    it('takes 1 000 keys in one object and 20 levels of nesting as an ordinary request', async () => {
      expect((await send(family, fillTo(family.valid, 1000))).res.status).toBe(family.accepted);
      expect((await send(family, nestTo(family.valid, 20))).res.status).toBe(family.accepted);
    });

    it.each([
      ['120 000 keys', () => fillTo(family.valid, 120_000), tooMany],
      ['1 001 keys', () => fillTo(family.valid, 1001), tooMany],
      ['21 levels', () => nestTo(family.valid, 21), tooDeep],
      ['1.8 MB of nesting', () => withMembers(family.valid, `"deep":${ONE_POINT_EIGHT_MB_DEEP}`), tooDeep],
      ['2.5 MB', () => JSON.stringify({ ...family.valid, padding: 'x'.repeat(2.5 * 1024 * 1024) }), tooLarge],
    ])('refuses %s within 50 ms, in the API’s error shape', async (_label, body, expected) => {
      const { res, ms } = await send(family, body());
      expect(res.status).toBe(expected.statusCode);
      expect(res.body).toEqual(expected);
      expect(ms).toBeLessThan(50);
    });
  });

  it('keeps answering other requests, and the event loop free, while hostile bodies pour in', async () => {
    for (let i = 0; i < 30; i++) await createBusiness(app, { category: `Category ${i % 10}` });
    const server = app.getHttpServer();
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const hostile = [
      Buffer.from(fillTo({ username: 'admin', password: 'guess' }, 120_000)),
      Buffer.from(withMembers({ username: 'admin', password: 'guess' }, `"deep":${ONE_POINT_EIGHT_MB_DEEP}`)),
    ];
    const call = (method: string, path: string, body?: Buffer) =>
      new Promise<{ status: number; ms: number }>((resolve, reject) => {
        const started = performance.now();
        const req = http.request(
          { port, host: '127.0.0.1', method, path, agent, headers: body ? { 'content-type': 'application/json' } : {} },
          (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    await call('GET', '/api/categories');

    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const until = performance.now() + 2000;
    const hostileStatuses: number[] = [];
    const publicAnswers: Array<{ status: number; ms: number }> = [];
    const sender = async () => {
      for (let i = 0; performance.now() < until; i++)
        hostileStatuses.push((await call('POST', '/api/admin/login', hostile[i % hostile.length])).status);
    };
    const reader = async () => {
      while (performance.now() < until) {
        publicAnswers.push(await call('GET', '/api/categories'));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await Promise.all([sender(), reader()]);
    delay.disable();
    agent.destroy();

    expect(hostileStatuses.length).toBeGreaterThan(20);
    expect(new Set(hostileStatuses)).toEqual(new Set([400]));
    // Answered all along (one every 20 ms plus its latency); how many depends on the machine's load.
    expect(publicAnswers.length).toBeGreaterThan(5);
    expect(publicAnswers.every((a) => a.status === 200)).toBe(true);
    const latencies = publicAnswers.map((a) => a.ms).sort((a, b) => a - b);
    // Here the clients share the server's event loop (one test process), on a CI machine that may be
    // busy with other work (8 answers in the 2 s, about 250 ms each, were seen there): these bounds
    // only prove that nothing stalls (the unguarded server froze for 37 s, one answer in the window).
    // `npm run bench:hostile` measures the victim alone against the contract's 50 ms.
    expect(latencies[Math.floor(latencies.length / 2)]).toBeLessThan(400);
    expect(delay.percentile(99) / 1e6).toBeLessThan(500);
  });
});

import http from 'node:http';
import { type GracefulListener, listenGracefully } from './graceful-listener.js';

/** Milliseconds for one GET on `agent`'s kept-alive connection. */
function timedGet(url: string, agent: http.Agent): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.once('end', () => resolve(performance.now() - started));
      })
      .once('error', reject);
  });
}

describe('listenGracefully', () => {
  let listener: GracefulListener;
  let url: string;
  const server = http.createServer((_req, res) => {
    // An answer in two writes, as Express sends headers and a streamed or late body.
    res.write('first part;');
    setImmediate(() => res.end('second part'));
  });

  beforeAll(async () => {
    listener = await listenGracefully(server, 0, '127.0.0.1');
    url = `http://127.0.0.1:${listener.port}/`;
  });
  afterAll(() => listener.stop());

  it('sends an answer written in parts at once, not after the client delays its acknowledgement', async () => {
    // Nagle's algorithm holds the second write until the first is acknowledged, and a kept-alive
    // client acknowledges late (40 ms on Linux): every answer took 40 ms or more before noDelay.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const times: number[] = [];
      for (let i = 0; i < 8; i++) times.push(await timedGet(url, agent));
      expect(Math.min(...times.slice(1))).toBeLessThan(20);
    } finally {
      agent.destroy();
    }
  });
});

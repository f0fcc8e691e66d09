import { jest } from '@jest/globals';
import http from 'node:http';
import net from 'node:net';
import { type GracefulListener, listenGracefully } from './graceful-listener.js';

function get(url: string, agent: http.Agent): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.once('end', () => resolve(body));
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

  it('turns off Nagle on every connection it accepts, as http.Server does on its own', async () => {
    // Without it, the second write of an answer waits for the client's delayed acknowledgement
    // (40 ms on Linux): every kept-alive admin list took 49 ms or more. Timing that here was
    // unreliable on a loaded machine, so the test reads the setting on the accepted sockets.
    const setNoDelay = jest.spyOn(net.Socket.prototype, 'setNoDelay');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await get(url, agent)).toBe('first part;second part');
      expect(await get(url, agent)).toBe('first part;second part');
      const accepted = setNoDelay.mock.contexts.filter((socket) => (socket as net.Socket).localPort === listener.port);
      expect(accepted).toHaveLength(1);
      expect(setNoDelay.mock.calls[setNoDelay.mock.contexts.indexOf(accepted[0])]).toEqual([true]);
    } finally {
      agent.destroy();
      setNoDelay.mockRestore();
    }
  });
});

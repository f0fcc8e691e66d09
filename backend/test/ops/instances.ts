import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const MAIN = path.resolve(import.meta.dirname, '../../dist/main.js');

export interface Instance {
  url: string;
  host: string;
  child: ChildProcess;
  /** What the process has printed so far. */
  output: () => string;
}

/** `node backend/dist/main.js` on `port`, resolved once its readiness endpoint answers 200. */
export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, SEED_DEMO: 'false', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited at start:\n${output}`);
    if (
      await fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return { url, host: `127.0.0.1:${port}`, child, output: () => output };
    if (Date.now() > deadline) throw new Error(`instance did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

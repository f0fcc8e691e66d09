import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBackendBuilt } from '../upload/built-server.js';

const MAIN = path.resolve(import.meta.dirname, '../../dist/main.js');

describe('starting an instance that shares Redis', () => {
  beforeAll(() => ensureBackendBuilt(), 120_000);

  it('refuses to start without PUBLIC_BASE_URL, saying which key is missing', async () => {
    const { PUBLIC_BASE_URL: _unset, ...env } = process.env;
    const child = spawn(process.execPath, [MAIN], {
      env: { ...env, REDIS_URL: 'redis://127.0.0.1:6379', PORT: '0', SEED_DEMO: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));

    expect(code).toBe(1);
    expect(output).toContain('PUBLIC_BASE_URL is required when REDIS_URL is set');
  });
});

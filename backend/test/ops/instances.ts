import type { ChildProcess } from 'node:child_process';
import { startBuiltServer } from '../support/built-server.mjs';

export { freePort } from '../support/own-servers.mjs';

export interface Instance {
  url: string;
  host: string;
  child: ChildProcess;
  /** What the process has printed so far. */
  output: () => string;
}

/** `node backend/dist/main.js` on `port`, resolved once its readiness endpoint answers 200. */
export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const { url, host, child, output } = await startBuiltServer(env, { port, timeoutMs: 90_000 });
  return { url, host, child, output };
}

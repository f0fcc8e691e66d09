import type { ChildProcess, StdioOptions } from 'node:child_process';

export const BACKEND: string;
export const MAIN: string;

export function ensureBackendBuilt(): void;

export interface BuiltServer {
  url: string;
  /** The same as url. */
  base: string;
  port: number;
  /** `127.0.0.1:<port>`. */
  host: string;
  child: ChildProcess;
  output(): string;
  /** Resolves once the process has exited. */
  exited: Promise<void>;
}

export interface BuiltServerOptions {
  main?: string;
  port?: number;
  stdio?: StdioOptions;
  /** Variables of this process's environment the server does not inherit. */
  without?: string[];
}

export function spawnBuiltServer(env?: Record<string, string>, options?: BuiltServerOptions): Promise<BuiltServer>;
export function startBuiltServer(
  env?: Record<string, string>,
  options?: BuiltServerOptions & { timeoutMs?: number },
): Promise<BuiltServer>;
export function runBuiltServerToExit(
  env?: Record<string, string>,
  options?: BuiltServerOptions,
): Promise<{ code: number | null; output: string }>;

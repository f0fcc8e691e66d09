import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const NGINX_TEMPLATE = path.resolve(
  import.meta.dirname,
  '../../../deploy/nginx/templates/default.conf.template',
);

/** `${NAME}` replaced from `vars`, the rest left alone, as the nginx image's template step does. */
export function renderTemplate(text: string, vars: Record<string, string>): string {
  return text.replace(/\$\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

export interface RunningNginx {
  url: string;
  accessLog: string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx running the deployment's template, rendered with `vars`, in `dir`. The main
 * configuration around it is the test's own: the image's nginx.conf includes the rendered file
 * in its `http` block the same way. The access log records which instance answered each request.
 */
export async function startNginx(dir: string, port: number, vars: Record<string, string>): Promise<RunningNginx> {
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  const site = path.join(dir, 'default.conf');
  writeFileSync(
    site,
    renderTemplate(readFileSync(NGINX_TEMPLATE, 'utf8'), { ...vars, NGINX_PORT: `127.0.0.1:${port}` }),
  );
  const accessLog = path.join(dir, 'access.log');
  const main = path.join(dir, 'nginx.conf');
  writeFileSync(
    main,
    `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  log_format upstreams '$status $upstream_cache_status "$upstream_addr" "$upstream_status"';
  access_log ${accessLog} upstreams;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  include ${site};
}
`,
  );
  const child = spawn('/usr/sbin/nginx', ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', main], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitForListening(child, url, () => `${stderr}${readOr(path.join(dir, 'error.log'))}`);
  return { url, accessLog, stop: () => stopProcess(child, 'SIGQUIT') };
}

async function waitForListening(child: ChildProcess, url: string, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${log()}`);
    if (
      await fetch(`${url}/api/health/live`).then(
        () => true,
        () => false,
      )
    )
      return;
    if (Date.now() > deadline) throw new Error(`nginx did not answer:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signals one process by its PID and resolves once it has exited. */
export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  return exited;
}

function readOr(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

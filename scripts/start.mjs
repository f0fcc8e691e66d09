#!/usr/bin/env node
// `npm start`: build whatever is missing or older than its sources, then run the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const parts = [
  { workspace: 'libs/shared', sources: ['libs/shared/src'], output: 'libs/shared/dist/index.js' },
  { workspace: 'backend', sources: ['backend/src', 'libs/shared/src'], output: 'backend/dist/main.js' },
  { workspace: 'public-web', sources: ['public-web/src', 'public-web/index.html', 'libs/shared/src'], output: 'public-web/dist-server/entry-server.js' },
  { workspace: 'admin-web', sources: ['admin-web/src', 'admin-web/index.html', 'libs/shared/src'], output: 'admin-web/dist/index.html' },
];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newestMtime(path.join(target, name))));
}

if (!existsSync(path.join(root, 'node_modules'))) {
  console.error('Dependencies are missing: run `npm install` first.');
  process.exit(1);
}

for (const part of parts) {
  const output = path.join(root, part.output);
  const stale = !existsSync(output) || Math.max(...part.sources.map(newestMtime)) > statSync(output).mtimeMs;
  if (!stale) continue;
  console.log(`Building ${part.workspace}…`);
  const result = spawnSync(npm, ['run', 'build', '-w', part.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'backend/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

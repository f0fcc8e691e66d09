// Module hooks that let the import worker run from its TypeScript source, as it does under
// the test runner (which transpiles in-process, where a worker thread cannot reach).
// The compiled build never loads this file: there the worker is plain JavaScript.
// Transpiled files are cached on disk by path and mtime, so only the first worker pays for
// loading the compiler.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CACHE_DIR = path.join(os.tmpdir(), 'directory-import-worker-ts');
let compiler;

export async function resolve(specifier, context, nextResolve) {
  if (context.parentURL?.endsWith('.ts') && specifier.startsWith('.') && specifier.endsWith('.js')) {
    const candidate = new URL(`${specifier.slice(0, -3)}.ts`, context.parentURL);
    if (existsSync(fileURLToPath(candidate))) return { url: candidate.href, format: 'module', shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.ts')) return nextLoad(url, context);
  const fileName = fileURLToPath(url);
  const { mtimeMs, size } = await stat(fileName);
  const key = createHash('sha1').update(`${fileName}|${mtimeMs}|${size}`).digest('hex');
  const cached = path.join(CACHE_DIR, `${key}.mjs`);
  if (existsSync(cached)) return { format: 'module', source: await readFile(cached, 'utf8'), shortCircuit: true };
  compiler ??= (await import('typescript')).default;
  const { outputText } = compiler.transpileModule(await readFile(fileName, 'utf8'), {
    fileName,
    compilerOptions: { module: compiler.ModuleKind.ESNext, target: compiler.ScriptTarget.ES2022, sourceMap: false },
  });
  await mkdir(CACHE_DIR, { recursive: true });
  const partial = `${cached}.${randomUUID()}`;
  await writeFile(partial, outputText);
  await rename(partial, cached);
  return { format: 'module', source: outputText, shortCircuit: true };
}

#!/usr/bin/env node
// Points every citation of the rules at the documents in docs/:
//   "CONTRACT §3", "(CONTRACT §4, §5)", "CONTRACT §3/§10"  →  "docs/behaviour.md §3", …
//   "spec §9", "Spec §2", "SPEC §5"                          →  "docs/screens.md §9", …
// Only the name before the first "§" changes; the section numbers after it stay as they are, so a list
// such as "§4, §5" keeps citing the same document. Running it again changes nothing.
//
// Usage: node scripts/rewrite-doc-citations.mjs [--check] [root]
//   --check  change nothing; list the files that still cite the old names and exit 1 if there are any.
// Files whose line lengths changed may need `npx prettier --write <files>` afterwards (printed at the end).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';

const CITATIONS = [
  // A name that is a word of its own: "e2e-spec §" or "mySpec §" are not citations.
  { pattern: /(?<![\w/.-])CONTRACT(?= ?§\d)/g, replacement: 'docs/behaviour.md' },
  { pattern: /(?<![\w/.-])(?:spec|Spec|SPEC)(?= ?§\d)/g, replacement: 'docs/screens.md' },
];

/** Where citations live: the code, its tests and comments, the scripts and the two top-level documents. */
const PLACES = ['backend', 'libs', 'public-web', 'admin-web', 'scripts', 'README.md', 'BENCHMARKS.md', 'Dockerfile'];
/** Installed packages, build output (`dist`, `dist-server`, …) and data: nothing written by hand. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'build', 'coverage', 'data', '.git']);
const isSkipped = (folder) => SKIPPED_FOLDERS.has(folder) || folder.startsWith('dist');
const TEXT_EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.mts',
  '.cts',
  '.js',
  '.mjs',
  '.cjs',
  '.jsx',
  '.json',
  '.md',
  '.sql',
  '.sh',
  '.yml',
  '.yaml',
  '.html',
  '.css',
  '.conf',
  '.template',
  '.txt',
  '',
]);
const SELF = resolve(import.meta.dirname, 'rewrite-doc-citations.mjs');

export function rewriteCitations(text) {
  return CITATIONS.reduce((result, { pattern, replacement }) => result.replace(pattern, replacement), text);
}

function* files(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const entry of readdirSync(path)) {
      if (!isSkipped(entry)) yield* files(join(path, entry));
    }
  } else if (stat.isFile() && TEXT_EXTENSIONS.has(extname(path)) && resolve(path) !== SELF) {
    yield path;
  }
}

function main(args) {
  const check = args.includes('--check');
  const root = resolve(args.find((arg) => !arg.startsWith('--')) ?? join(import.meta.dirname, '..'));
  const changed = [];
  let citations = 0;
  for (const place of PLACES) {
    for (const file of files(join(root, place))) {
      const text = readFileSync(file, 'utf8');
      if (text.includes('\0')) continue;
      const rewritten = rewriteCitations(text);
      if (rewritten === text) continue;
      citations += CITATIONS.reduce((sum, { pattern }) => sum + (text.match(pattern)?.length ?? 0), 0);
      changed.push(relative(root, file));
      if (!check) writeFileSync(file, rewritten);
    }
  }
  const verb = check ? 'cite the old names' : 'rewritten';
  console.log(`${citations} citations in ${changed.length} files ${verb}`);
  for (const file of changed) console.log(`  ${file}`);
  if (check && changed.length > 0) process.exitCode = 1;
}

if (resolve(process.argv[1] ?? '') === SELF) main(process.argv.slice(2));

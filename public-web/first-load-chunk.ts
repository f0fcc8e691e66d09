import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The site's own code that the first page of a visit needs before it hydrates, as one chunk: every
 * module under `src` that the application or the landing page imports statically, except the
 * landing page's own folder, which stays its route's chunk. The libraries they use come with them.
 *
 * Left to itself the bundler cuts that code at every line two lazily loaded pages share: about 40
 * files, most under 1 KB, each compressed on its own. As one file the home page's first load is 8 KB
 * smaller gzipped and 8 requests instead of 41 (BENCHMARKS.md, "Public site: first-load JavaScript").
 */
export function firstLoadChunk(options: FirstLoadChunkOptions): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const at = (file: string) => path.join(options.src, file);
  const app = at(options.app);
  const landingFolder = at(options.landingFolder) + path.sep;
  const staticImports = new Map<string, readonly string[]>();
  let members: Set<string> | undefined;

  const closureOf = (roots: string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const imported of staticImports.get(id) ?? []) visit(imported);
    };
    roots.forEach(visit);
    return seen;
  };

  return {
    plugin: {
      name: 'first-load-chunk',
      moduleParsed(info) {
        staticImports.set(info.id, info.importedIds);
      },
    },
    groups: [
      // The one helper the entry needs (to import the application after the first paint) stays a file
      // of its own: inside the shared chunk, it would make the entry wait for that chunk and the
      // framework it imports, whose downloads would then compete with the stylesheet for the first paint.
      { name: 'preload-helper', test: /vite[\\/]preload-helper/ },
      {
        name: 'app',
        // Asked once the module graph is complete. The application module itself stays the entry's
        // dynamic import.
        test: (id) => {
          members ??= closureOf([app, at(options.landing)]);
          return (
            members.has(id) && id.startsWith(options.src + path.sep) && id !== app && !id.startsWith(landingFolder)
          );
        },
      },
    ],
  };
}

interface CodeSplittingGroup {
  name: string;
  test: RegExp | ((id: string) => boolean);
}

interface FirstLoadChunkOptions {
  /** The site's source folder, absolute. */
  src: string;
  /** The application module, which the entry imports after the first paint (relative to `src`). */
  app: string;
  /** The page most visits start on. */
  landing: string;
  /** The landing page's feature folder, left to its own chunk. */
  landingFolder: string;
}

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Import fixtures are generated at test time into a throw-away directory, never committed. */
export class FixtureDir {
  readonly path = mkdtempSync(path.join(os.tmpdir(), 'import-fixtures-'));

  file(name: string): string {
    return path.join(this.path, name);
  }

  remove(): void {
    rmSync(this.path, { recursive: true, force: true });
  }
}

import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closedAncestors } from './embedded-database.js';

describe('closedAncestors (can the postgres user reach DATA_DIR and the binaries?)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'closed-ancestors-'));
  const dataDir = path.join(root, 'project', 'data');
  mkdirSync(dataDir, { recursive: true });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('names a directory on the way that others cannot enter', () => {
    chmodSync(root, 0o700);
    expect(closedAncestors([dataDir])).toContain(root);
  });

  it('names nothing under it once others may enter', () => {
    chmodSync(root, 0o711);
    expect(closedAncestors([dataDir]).filter((dir) => dir.startsWith(root))).toEqual([]);
  });
});

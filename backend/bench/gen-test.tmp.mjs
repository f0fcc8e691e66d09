import { writeOutscraperXlsx } from '/work/main/backend/bench/import-fixture.mjs';
import { statSync } from 'node:fs';
const t = Date.now();
const rows = await writeOutscraperXlsx('/tmp/gen-test.xlsx', 10_000_000);
console.log(rows, statSync('/tmp/gen-test.xlsx').size, (Date.now() - t) / 1000, 's');

// Runs before each test file: the file uses its jest worker's own database (made by global-setup.mjs).
const worker = process.env.JEST_WORKER_ID ?? '1';
const url = process.env[`TEST_DATABASE_URL_${worker}`];
if (!url) throw new Error(`no test database for jest worker ${worker}: global-setup.mjs makes one per worker`);
process.env.DATABASE_URL = url;

export const IMPORT_WORKER_URL = Symbol('IMPORT_WORKER_URL');

/** The compiled worker beside this module in dist/. Tests run from source and provide their own entry. */
export const COMPILED_IMPORT_WORKER_URL = new URL('./parse/import-parse.worker.js', import.meta.url);

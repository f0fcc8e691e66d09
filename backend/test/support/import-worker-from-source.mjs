// The import worker thread as the tests run it, from its TypeScript source: tsx compiles what it loads.
import { register } from 'tsx/esm/api';

register();
await import('../../src/upload/parse/import-parse.worker.ts');

var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var ImportParser_1;
import { Injectable, Logger } from '@nestjs/common';
import { Worker } from 'node:worker_threads';
import { ImportFileError } from './parse/import-file-error.js';
/**
 * A worker that hits its heap limit dies alone (ERR_WORKER_OUT_OF_MEMORY); the server keeps running.
 * A streamed sheet needs little, and an xlsx's shared strings wait on disk (SharedStringsFile), so
 * the limit no longer follows the file.
 */
const WORKER_HEAP_MB = 256;
const WORKER_YOUNG_MB = 16;
export const TOO_LARGE_IN_MEMORY = 'Dosya işlenemedi: açıldığında bellek sınırını aşıyor (çok büyük veya bozuk dosya)';
function workerSpec() {
    const here = import.meta.url;
    if (!here.endsWith('.ts'))
        return { url: new URL('./parse/import-parse.worker.js', here) };
    // Running from source (tests): the worker thread loads its .ts files through these hooks.
    const hooks = new URL('./parse/worker-ts-hooks.mjs', here).href;
    const register = `data:text/javascript,import{register}from"node:module";register(${JSON.stringify(hooks)})`;
    return { url: new URL('./parse/import-parse.worker.ts', here), execArgv: ['--import', register] };
}
/**
 * Runs the spreadsheet parser in a worker thread, off the main event loop, and hands its
 * events out as an async iterator. Taking the next event after a batch acknowledges that
 * batch, so the worker never runs more than two batches ahead of the database.
 */
let ImportParser = ImportParser_1 = class ImportParser {
    logger = new Logger(ImportParser_1.name);
    async *parse(options) {
        const spec = workerSpec();
        const worker = new Worker(spec.url, {
            workerData: options,
            execArgv: spec.execArgv,
            resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
        });
        const queue = [];
        let wake = null;
        const push = (item) => {
            queue.push(item);
            wake?.();
            wake = null;
        };
        worker.on('message', (message) => push(message));
        worker.on('error', (error) => push({ type: 'crash', error }));
        worker.on('exit', (code) => push({ type: 'crash', error: new Error(`import worker exited with code ${code}`) }));
        try {
            for (;;) {
                while (queue.length === 0)
                    await new Promise((resolve) => (wake = resolve));
                const item = queue.shift();
                if (item.type === 'crash') {
                    if (item.error.code === 'ERR_WORKER_OUT_OF_MEMORY')
                        throw new ImportFileError(TOO_LARGE_IN_MEMORY);
                    throw item.error;
                }
                if (item.type === 'fatal') {
                    // The worker only reads the file, so whatever stopped it, the file could not be read.
                    if (!item.fileError)
                        this.logger.warn(`Import parser stopped: ${item.message}`);
                    throw new ImportFileError(item.message);
                }
                yield item;
                if (item.type === 'batch')
                    worker.postMessage({ type: 'ack' });
                if (item.type === 'end')
                    return;
            }
        }
        finally {
            worker.removeAllListeners();
            worker.on('error', () => undefined);
            await worker.terminate();
        }
    }
};
ImportParser = ImportParser_1 = __decorate([
    Injectable()
], ImportParser);
export { ImportParser };
//# sourceMappingURL=import-parser.js.map
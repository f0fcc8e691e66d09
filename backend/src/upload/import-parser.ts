import { Inject, Injectable, Logger } from '@nestjs/common';
import { Worker } from 'node:worker_threads';
import { IMPORT_WORKER_URL } from './import-worker-url.js';
import { ImportFileError } from './parse/import-file-error.js';
import type { WorkerMessage } from './parse/import-parse.worker.js';
import type { ParsedPreview, ParseEvent, ParseOptions } from './parse/parse-pipeline.js';
import type { FileKind } from './parse/sheet-readers.js';

/**
 * A worker that hits its heap limit dies alone (ERR_WORKER_OUT_OF_MEMORY); the server keeps running.
 * A streamed sheet needs little, and an xlsx's shared strings wait on disk (SharedStringsFile), so
 * the limit no longer follows the file.
 */
const WORKER_HEAP_MB = 256;
const WORKER_YOUNG_MB = 16;
export const TOO_LARGE_IN_MEMORY = 'Dosya işlenemedi: açıldığında bellek sınırını aşıyor (çok büyük veya bozuk dosya)';

/**
 * Runs the spreadsheet parser in a worker thread, off the main event loop, and hands its
 * events out as an async iterator. Taking the next event after a batch acknowledges that
 * batch, so the worker never runs more than two batches ahead of the database.
 */
@Injectable()
export class ImportParser {
  private readonly logger = new Logger(ImportParser.name);

  constructor(@Inject(IMPORT_WORKER_URL) private readonly workerUrl: URL) {}

  /** The headers and first `rows` data rows of a file, read in the worker like an import. */
  async preview(path: string, kind: FileKind, rows: number): Promise<ParsedPreview> {
    for await (const event of this.parse({ path, kind, batchRows: 1, batchBytes: 1, previewRows: rows })) {
      if (event.type === 'preview') return event;
    }
    throw new Error('import worker ended without a preview');
  }

  async *parse(options: ParseOptions): AsyncGenerator<ParseEvent> {
    const worker = new Worker(this.workerUrl, {
      workerData: options,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
    });
    const queue: Array<WorkerMessage | { type: 'crash'; error: Error }> = [];
    let wake: (() => void) | null = null;
    const push = (item: (typeof queue)[number]) => {
      queue.push(item);
      wake?.();
      wake = null;
    };
    worker.on('message', (message: WorkerMessage) => push(message));
    worker.on('error', (error: Error) => push({ type: 'crash', error }));
    worker.on('exit', (code) => push({ type: 'crash', error: new Error(`import worker exited with code ${code}`) }));
    try {
      for (;;) {
        while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
        const item = queue.shift() as (typeof queue)[number];
        if (item.type === 'crash') {
          if ((item.error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY')
            throw new ImportFileError(TOO_LARGE_IN_MEMORY);
          throw item.error;
        }
        if (item.type === 'fatal') {
          // The worker only reads the file, so whatever stopped it, the file could not be read.
          if (!item.fileError) this.logger.warn(`Import parser stopped: ${item.message}`);
          throw new ImportFileError(item.message);
        }
        yield item;
        if (item.type === 'batch') worker.postMessage({ type: 'ack' });
        if (item.type === 'end' || item.type === 'preview') return;
      }
    } finally {
      worker.removeAllListeners();
      worker.on('error', () => undefined);
      await worker.terminate();
    }
  }
}

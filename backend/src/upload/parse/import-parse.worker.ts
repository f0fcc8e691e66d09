import { parentPort, workerData } from 'node:worker_threads';
import { ImportFileError } from './import-file-error.js';
import { ParseEvent, ParseOptions, runParse } from './parse-pipeline.js';
import { UNREADABLE } from './zip-directory.js';

/** Batches posted but not yet written by the main thread; the reader waits beyond this. */
const MAX_BATCHES_IN_FLIGHT = 2;

export type WorkerMessage = ParseEvent | { type: 'fatal'; fileError: boolean; message: string };

const port = parentPort;
if (!port) throw new Error('import-parse.worker must run in a worker thread');

let credits = MAX_BATCHES_IN_FLIGHT;
let wake: (() => void) | null = null;
port.on('message', (message: { type: string }) => {
  if (message.type !== 'ack') return;
  credits += 1;
  wake?.();
  wake = null;
});

async function send(event: ParseEvent): Promise<void> {
  if (event.type === 'batch') {
    while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
    credits -= 1;
  }
  if (event.type === 'batch') port?.postMessage(event satisfies WorkerMessage, [event.copy.buffer as ArrayBuffer]);
  else port?.postMessage(event satisfies WorkerMessage);
}

runParse(workerData as ParseOptions, send).catch((error: unknown) => {
  const fileError = error instanceof ImportFileError;
  const message: WorkerMessage = {
    type: 'fatal',
    fileError,
    message: fileError ? error.message : `${UNREADABLE} (${error instanceof Error ? error.message : String(error)})`,
  };
  port.postMessage(message);
});

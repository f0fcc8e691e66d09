import { parentPort, workerData } from 'node:worker_threads';
import { ImportFileError } from './import-file-error.js';
import { runParse } from './parse-pipeline.js';
import { UNREADABLE } from './zip-directory.js';
/** Batches posted but not yet written by the main thread; the reader waits beyond this. */
const MAX_BATCHES_IN_FLIGHT = 2;
const port = parentPort;
if (!port)
    throw new Error('import-parse.worker must run in a worker thread');
let credits = MAX_BATCHES_IN_FLIGHT;
let wake = null;
port.on('message', (message) => {
    if (message.type !== 'ack')
        return;
    credits += 1;
    wake?.();
    wake = null;
});
async function send(event) {
    if (event.type === 'batch') {
        while (credits === 0)
            await new Promise((resolve) => (wake = resolve));
        credits -= 1;
    }
    if (event.type === 'batch')
        port?.postMessage(event, [event.copy.buffer]);
    else
        port?.postMessage(event);
}
runParse(workerData, send).catch((error) => {
    const fileError = error instanceof ImportFileError;
    const message = {
        type: 'fatal',
        fileError,
        message: fileError ? error.message : `${UNREADABLE} (${error instanceof Error ? error.message : String(error)})`,
    };
    port.postMessage(message);
});
//# sourceMappingURL=import-parse.worker.js.map
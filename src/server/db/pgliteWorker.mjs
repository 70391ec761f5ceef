// PGlite in a worker thread (src/server/db/pgliteThread.ts starts it): it runs the protocol messages
// the main thread sends, one batch after another in the order they arrive, and answers each with
// PGlite's raw answer. Plain JavaScript, so that it starts without a TypeScript loader in the server,
// the bench and the test runner alike.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const { dataDir, loadDataDir, startParams } = workerData;
let pglite;
let queue = PGlite.create({ dataDir, loadDataDir, ...(startParams ? { startParams } : {}) }).then((opened) => { pglite = opened; });

/** An Error to post back: PGlite's file system throws plain objects (`{ name: 'ErrnoError', errno }`). */
const asError = (thrown) => (thrown instanceof Error ? thrown : new Error(`PGlite failed: ${JSON.stringify(thrown)}`));

const handlers = {
  // A copy of the answer, whose buffer goes to the main thread: PGlite's may be a view of its memory.
  exec: async ({ bytes }) => {
    const answer = (await pglite.execProtocolRaw(bytes)).slice();
    return { value: answer, transfer: [answer.buffer] };
  },
  dump: async () => ({ value: await pglite.dumpDataDir('none') }),
  // Nothing to close when PGlite failed to open.
  close: async () => ({ value: await pglite?.close() }),
};

queue = queue.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: asError(error) }),
);

parentPort.on('message', (message) => {
  queue = queue.then(async () => {
    try {
      const { value, transfer } = await handlers[message.kind](message);
      parentPort.postMessage({ id: message.id, value }, transfer ?? []);
    } catch (error) {
      parentPort.postMessage({ id: message.id, error: asError(error) });
    }
  });
});

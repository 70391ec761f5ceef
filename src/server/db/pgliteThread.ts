import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** Where PGlite keeps its data: a directory, or memory (optionally loaded from a dump). */
export interface PgliteOptions {
  dataDir?: string;
  loadDataDir?: Blob;
  /** PostgreSQL's start parameters; PGlite's own defaults when not given. */
  startParams?: string[];
}

/** Resolved from the working directory, like the migrations: the same path from src, scripts and tests. */
const WORKER_FILE = path.resolve('src/server/db/pgliteWorker.mjs');

interface Reply { id?: number; ready?: boolean; value?: unknown; error?: unknown }

/**
 * PGlite running in a worker thread, so that PostgreSQL's WebAssembly runs beside the server's
 * JavaScript rather than between its requests (docs/PERFORMANCE.md, "PGlite in a worker thread").
 * The worker runs what it is sent one call at a time, in the order sent.
 */
export class PgliteThread {
  private readonly worker: Worker;
  private nextId = 1;
  private readonly calls = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  private readonly listeners = new Map<string, ((payload: string) => void)[]>();
  /** Why the worker is gone, once it is. */
  private stoppedBy: unknown;
  /** Settles when PGlite has opened its data, or failed to. */
  readonly ready: Promise<void>;

  constructor(options: PgliteOptions) {
    this.worker = new Worker(WORKER_FILE, { workerData: options, execArgv: [] });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (reply: Reply) => {
        if (reply.ready !== undefined) return reply.ready ? resolve() : reject(reply.error);
        const call = this.calls.get(reply.id!);
        this.calls.delete(reply.id!);
        if (reply.error === undefined) call?.resolve(reply.value);
        else call?.reject(reply.error);
      });
      // A worker that fails or stops fails every call still waiting, and any made after.
      const stopped = (error: unknown) => {
        this.stoppedBy ??= error;
        reject(error);
        for (const call of this.calls.values()) call.reject(error);
        this.calls.clear();
      };
      this.worker.on('error', stopped);
      this.worker.on('exit', (code) => stopped(new Error(`PGlite's thread stopped (exit code ${code})`)));
    });
    // Heard by whoever awaits it (startPglite); a failure later is each waiting call's to report.
    this.ready.catch(() => undefined);
  }

  private call<T>(message: { kind: string; [key: string]: unknown }, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.stoppedBy !== undefined) return Promise.reject(this.stoppedBy);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.calls.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id }, transfer);
    });
  }

  /** PGlite's raw answer to protocol messages; `bytes`' buffer goes to the worker. */
  exec(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
    return this.call({ kind: 'exec', bytes }, [bytes.buffer]);
  }

  /**
   * Hands `channel`'s notifications to `listener`. The session listens with its own LISTEN, sent as a
   * statement like any other (so it never lands inside another client's transaction); the
   * notifications then arrive in the answers, and the connection hands them on through `notify`.
   */
  addListener(channel: string, listener: (payload: string) => void) {
    this.listeners.set(channel, [...(this.listeners.get(channel) ?? []), listener]);
  }

  /** A notification read from an answer, handed to the channel's listeners. */
  notify(channel: string, payload: string) {
    for (const listener of this.listeners.get(channel) ?? []) listener(payload);
  }

  /** The data dir as a tarball (PGlite's `dumpDataDir`). */
  dumpDataDir(): Promise<Blob> {
    return this.call({ kind: 'dump' });
  }

  /** Closes PGlite and ends the thread; once it has ended, nothing is left to close. */
  async close() {
    if (this.stoppedBy !== undefined) return;
    try {
      await this.call({ kind: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }
}

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FeedAnswer, FeedJob } from '@/server/integrations/feedWork';
import { FEED_TOO_COSTLY } from '@/server/integrations/ics';
import { PROVIDER_CACHE_SECONDS } from '@/server/integrations/providerEvents';

/** One job (parsing a feed, expanding a window) may take this long; then the thread is ended and the feed refused as too costly. */
export const FEED_WORK_TIME_LIMIT_MS = 4000;
/** The thread's heap: its cache (FEED_CACHE_BYTES of feeds) and a 5 MB feed being read fit; a feed that needs more is refused as too costly. */
const HEAP_LIMIT_MB = 512;
/** An idle thread ends after this long, giving its memory back: by then everything it keeps is stale. */
const IDLE_MS = PROVIDER_CACHE_SECONDS * 1000;

// Resolved from the working directory, the project root, as every path of the server is.
const BOOTSTRAP = path.resolve('src/server/integrations/feedWorkerBootstrap.mjs');
const ENTRY = pathToFileURL(path.resolve('src/server/integrations/feedWorker.ts')).href;

const tooCostly: FeedAnswer = { status: 'refused', reason: FEED_TOO_COSTLY };
const failed = (detail: string): FeedAnswer => ({ status: 'failed', detail });
const describe = (error: unknown) => (error instanceof Error ? error.stack ?? error.message : String(error));

/**
 * Reads calendar feeds (parse, expansion of a window) in a worker thread, one job at a time, so that
 * a costly feed never holds up the server's event loop. A job that runs past the time limit ends the
 * thread (a new one takes the next job) and is refused as too costly; so is any job for the same feed
 * during the next minute, without running.
 */
export class FeedThread {
  private worker: Promise<Worker> | undefined;
  /** Answers the job in flight; unset while the thread is idle. */
  private settle: ((answer: FeedAnswer) => void) | undefined;
  private readonly queue: { job: FeedJob; resolve: (answer: FeedAnswer) => void }[] = [];
  /** Feeds that ran out of time, and until when (app clock) they are refused. */
  private readonly outOfTime = new Map<string, number>();
  private idle: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly timeLimitMs = FEED_WORK_TIME_LIMIT_MS) {}

  run(job: FeedJob): Promise<FeedAnswer> {
    if (this.closed) return Promise.resolve(failed('The server is shutting down'));
    const until = job.key === undefined ? undefined : this.outOfTime.get(job.key);
    if (until !== undefined && job.now < until) return Promise.resolve(tooCostly);
    return new Promise((resolve) => {
      this.queue.push({ job, resolve });
      this.next();
    });
  }

  async close() {
    this.closed = true;
    clearTimeout(this.idle);
    for (const { resolve } of this.queue.splice(0)) resolve(failed('The server is shutting down'));
    this.settle?.(failed('The server is shutting down'));
    await this.stop();
  }

  private next() {
    if (this.settle || this.closed) return;
    const queued = this.queue.shift();
    if (!queued) {
      this.idle = setTimeout(() => void this.stop(), IDLE_MS).unref();
      return;
    }
    clearTimeout(this.idle);
    let timer: NodeJS.Timeout | undefined;
    const settle = (answer: FeedAnswer) => {
      if (this.settle !== settle) return;
      clearTimeout(timer);
      this.settle = undefined;
      queued.resolve(answer);
      this.next();
    };
    this.settle = settle;
    this.started().then((worker) => {
      if (this.settle !== settle) return;
      timer = setTimeout(() => {
        if (queued.job.key !== undefined) this.refuseForAMinute(queued.job.key, queued.job.now);
        void this.stop();
        settle(tooCostly);
      }, this.timeLimitMs);
      worker.postMessage(queued.job);
    }, (error: unknown) => settle(failed(`The feed thread did not start: ${describe(error)}`)));
  }

  private started(): Promise<Worker> {
    if (this.worker) return this.worker;
    const started = new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(BOOTSTRAP, { workerData: { file: ENTRY }, resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB } });
      worker.unref();
      // A thread that was ended or replaced has nothing more to say about the job in flight.
      const current = () => this.worker === started;
      worker.on('message', (message: FeedAnswer | 'ready') => {
        if (message === 'ready') resolve(worker);
        else if (current()) this.settle?.(message);
      });
      worker.on('error', (error: Error & { code?: string }) => {
        reject(error);
        if (!current()) return;
        void this.stop();
        this.settle?.(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooCostly : failed(describe(error)));
      });
      worker.on('exit', () => {
        reject(new Error('The feed thread exited'));
        if (!current()) return;
        this.worker = undefined;
        this.settle?.(failed('The feed thread exited'));
      });
    });
    this.worker = started;
    return started;
  }

  private async stop() {
    const worker = this.worker;
    this.worker = undefined;
    await (await worker?.catch(() => undefined))?.terminate();
  }

  private refuseForAMinute(key: string, now: number) {
    for (const [other, until] of this.outOfTime) if (until <= now) this.outOfTime.delete(other);
    this.outOfTime.set(key, now + PROVIDER_CACHE_SECONDS * 1000);
  }
}

/** The feed thread (see feedThread.ts): answers FeedJobs, keeping parsed feeds between them. */
import { parentPort } from 'node:worker_threads';
import { BoundedCache } from '@/server/integrations/boundedCache';
import { answerFeedJob, FEED_CACHE_BYTES, type FeedJob } from '@/server/integrations/feedWork';
import type { ParsedFeed } from '@/server/integrations/ics';
import { PROVIDER_CACHE_SECONDS } from '@/server/integrations/providerEvents';

const port = parentPort!;
const cache = new BoundedCache<ParsedFeed>({ maxBytes: FEED_CACHE_BYTES, maxAgeMs: PROVIDER_CACHE_SECONDS * 1000 });
port.on('message', (job: FeedJob) => port.postMessage(answerFeedJob(job, cache)));
// Loading TypeScript in a fresh thread takes a while: the main thread starts a job's time limit only after this.
port.postMessage('ready');

import type { MessageDescriptor } from '@lingui/core';
import { Temporal } from 'temporal-polyfill';
import type { ExternalCalendar } from '@/domain/contract/integrations';
import type { BoundedCache } from '@/server/integrations/boundedCache';
import { FeedError } from '@/server/integrations/feedFetch';
import { feedEvents, parseFeed, type ParsedFeed } from '@/server/integrations/ics';
import type { ProviderEvent } from '@/server/integrations/providerEvents';

/**
 * Feed text the feed thread keeps parsed, at most: a parsed feed takes 15 to 30 times its text on
 * the heap (a 5 MB feed held 71 MB, more once expanded), so about 250 MB.
 */
export const FEED_CACHE_BYTES = 8 * 1024 * 1024;

/** What the main thread asks of the feed thread (plain data: it is copied between threads). */
export interface FeedJob {
  /** Names the feed in the thread's cache (an integration id); without it the text is read once and not kept. */
  key?: string;
  /** The feed as fetched; without it the thread answers from its cache, or `missing`. */
  text?: string;
  /** `days` from `start` (an ISO date) in `timeZone`; without it only the calendar is answered. */
  window?: { start: string; days: number; timeZone: string };
  /** The app's clock, in epoch milliseconds: the cache's entries age by it. */
  now: number;
}

export type FeedAnswer =
  | { status: 'ok'; calendar: ExternalCalendar; events: ProviderEvent[] }
  | { status: 'missing' }
  /** A FeedError's reason: why the feed cannot be used, for the user (a descriptor, worded in their language). */
  | { status: 'refused'; reason: MessageDescriptor }
  /** Anything else that went wrong: for the log, not for the user. */
  | { status: 'failed'; detail: string };

/** Answers one job; whatever goes wrong becomes an answer, so the thread itself never fails. */
export function answerFeedJob(job: FeedJob, cache: BoundedCache<ParsedFeed>): FeedAnswer {
  try {
    let feed = job.key === undefined ? undefined : cache.get(job.key, job.now);
    if (!feed) {
      if (job.text === undefined) return { status: 'missing' };
      feed = parseFeed(job.text);
      if (job.key !== undefined) cache.set(job.key, feed, job.text.length, job.now);
    }
    const window = job.window && { ...job.window, start: Temporal.PlainDate.from(job.window.start) };
    return { status: 'ok', calendar: feed.calendar, events: window ? feedEvents(feed, window) : [] };
  } catch (error) {
    if (error instanceof FeedError) return { status: 'refused', reason: error.reason };
    return { status: 'failed', detail: error instanceof Error ? error.stack ?? error.message : String(error) };
  }
}

import type { FastifyBaseLogger } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import type { ExternalCalendar, ExternalEvent, IgnoreRule } from '@/domain/contract/integrations';
import { type Clock, todayIn } from '@/server/clock';
import type { Config } from '@/server/config';
import type { Db } from '@/server/db/client';
import type { SecretBox } from '@/server/secrets';
import { BoundedCache } from '@/server/integrations/boundedCache';
import { FeedError, fetchFeed } from '@/server/integrations/feedFetch';
import { FeedThread } from '@/server/integrations/feedThread';
import type { FeedAnswer, FeedJob } from '@/server/integrations/feedWork';
import { AccessTokenRefusedError, GrantRevokedError, googleCalendarApi, googleOAuth, type GoogleTokens } from '@/server/integrations/google';
import {
  type BusySlot, busySlotsOf, type EventWindow, PROVIDER_CACHE_SECONDS, type ProviderEvent, toExternalEvent, windowBounds,
} from '@/server/integrations/providerEvents';
import { convertedEvents, findIntegration, forgetGrant, type IntegrationRow, listIgnoreRules, storeTokens } from '@/server/repositories/integrations';

/** Provider answers kept in memory, at most (by a rough count of their bytes), for Google's windows and again for feeds'. */
const WINDOW_CACHE_BYTES = 16 * 1024 * 1024;
/** An access token this close to its expiry is refreshed first. */
const EXPIRY_MARGIN_SECONDS = 30;
/** The days a feed must be readable for, from today, to be added: the calendar's default window. */
const FEED_CHECK_DAYS = 35;

/** Roughly what an answer takes in memory: its text twice (UTF-16) and some for the objects. */
const bytesOf = (events: ProviderEvent[]) =>
  events.reduce((sum, event) => sum + 200 + 2 * (event.id.length + event.summary.length + (event.description?.length ?? 0)), 0);

/** Provider answers for PROVIDER_CACHE_SECONDS, bounded by size: answers are cheap to fetch again, so none of it needs to outlive the process. */
class ShortCache<T> {
  private readonly entries = new BoundedCache<T>({ maxBytes: WINDOW_CACHE_BYTES, maxAgeMs: PROVIDER_CACHE_SECONDS * 1000 });
  constructor(private readonly clock: Clock, private readonly bytes: (value: T) => number) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key, this.clock().epochMilliseconds);
    if (hit !== undefined) return hit;
    const value = await load();
    this.entries.set(key, value, this.bytes(value), this.clock().epochMilliseconds);
    return value;
  }

  forget(prefix: string) {
    this.entries.forget(prefix);
  }
}

const UNREADABLE = /*i18n*/ { id: 'feed.unreadable', message: 'The feed could not be read' };

/** A feed thread's answer, or the FeedError the user sees (an unexpected failure's detail goes to the log as its cause). */
function answered(answer: FeedAnswer): Extract<FeedAnswer, { status: 'ok' }> {
  if (answer.status === 'ok') return answer;
  if (answer.status === 'refused') throw new FeedError(answer.reason);
  throw new FeedError(UNREADABLE, { cause: new Error(answer.status === 'failed' ? answer.detail : 'The feed thread lost it') });
}

/** Whether a rule hides an occurrence of this integration. */
export function isIgnored(event: Pick<ProviderEvent, 'id' | 'summary'>, integrationId: string, rules: IgnoreRule[]): boolean {
  return rules.some((rule) => (rule.whichEventsToIgnore === 'all_matching'
    ? event.summary.toLowerCase().includes(rule.matchPattern.toLowerCase())
    : rule.createdFromExternalEventId === event.id && (rule.createdFromExternalIntegrationId ?? integrationId) === integrationId));
}

export interface CalendarWindow {
  status: 'NOT_CONNECTED' | 'CONNECTED' | 'CONNECTED_BUT_FETCHING_FAILED';
  integrationId: string | null;
  /** Not converted to a fun plan (the plan stands in their place). */
  events: (ExternalEvent & { integrationType: string })[];
  busySlots: BusySlot[];
}

export interface CalendarDeps {
  db: Db;
  clock: Clock;
  config: Config;
  secrets: SecretBox;
}

/** Where a calendar read writes its warnings: the request's logger, so that they carry its id. */
type Log = Pick<FastifyBaseLogger, 'warn'>;

/** Reads external calendars (Google with the stored grant, ICS feeds) with timeouts and a short cache. */
export function externalCalendars({ db, clock, config, secrets }: CalendarDeps) {
  const oauth = googleOAuth(config.google);
  const google = googleCalendarApi(config.google);
  const feedThread = new FeedThread();
  const windows = new ShortCache<ProviderEvent[]>(clock, bytesOf);
  // A feed's refusal (too costly) is kept like an answer, so that asking again costs nothing for a while.
  const feedWindows = new ShortCache<FeedAnswer>(clock, (answer) => (answer.status === 'ok' ? bytesOf(answer.events) : 200));

  const sealTokens = (tokens: GoogleTokens, keptRefreshToken: string | null) => ({
    accessToken: secrets.seal(tokens.accessToken),
    refreshToken: tokens.refreshToken ? secrets.seal(tokens.refreshToken) : keptRefreshToken,
    expiresAt: tokens.expiresAt,
  });

  async function refreshed(row: IntegrationRow, log: Log): Promise<string> {
    if (!row.refreshToken) throw new GrantRevokedError('No refresh token stored');
    try {
      const tokens = await oauth.refresh(secrets.open(row.refreshToken), clock());
      await storeTokens(db, row.id, sealTokens(tokens, row.refreshToken));
      return tokens.accessToken;
    } catch (error) {
      if (error instanceof GrantRevokedError) {
        log.warn({ integrationId: row.id }, 'Google grant revoked: the integration needs a new consent');
        await forgetGrant(db, row.id);
      }
      throw error;
    }
  }

  /** Calls Google with a live access token: refreshed when (nearly) expired, and once more when Google refuses it. */
  async function withAccessToken<T>(row: IntegrationRow, log: Log, call: (accessToken: string) => Promise<T>): Promise<T> {
    if (!row.accessToken) throw new GrantRevokedError('The integration is not connected');
    const expiresAt = row.accessTokenExpiresAt && Temporal.Instant.fromEpochMilliseconds(row.accessTokenExpiresAt.getTime());
    const fresh = !expiresAt || Temporal.Instant.compare(clock().add({ seconds: EXPIRY_MARGIN_SECONDS }), expiresAt) < 0;
    const accessToken = fresh ? secrets.open(row.accessToken) : await refreshed(row, log);
    try {
      return await call(accessToken);
    } catch (error) {
      if (!(error instanceof AccessTokenRefusedError)) throw error;
      return call(await refreshed(row, log));
    }
  }

  /**
   * A feed read in the feed thread: its calendar and, given a window, the occurrences in it. The
   * thread keeps the parsed feed for a while; when it has not, the feed is fetched again.
   */
  async function readFeed(row: IntegrationRow, window?: EventWindow): Promise<FeedAnswer> {
    const job: FeedJob = { key: row.id, now: clock().epochMilliseconds, ...(window && { window: { ...window, start: window.start.toString() } }) };
    const answer = await feedThread.run(job);
    if (answer.status !== 'missing') return answer;
    return feedThread.run({ ...job, text: await fetchFeed(row.feedUrl ?? '', config.allowPrivateFeeds) });
  }

  /** The occurrences of the active calendar that overlap the window, before the user's rules. */
  async function providerEvents(row: IntegrationRow, window: EventWindow, log: Log): Promise<ProviderEvent[]> {
    const { from, to } = windowBounds(window);
    if (row.integrationType === 'ICS_FEED') {
      const key = `${row.id}|${from}|${to}|${window.timeZone}`;
      // A failure (the thread ended, the server closing) is not kept: the next request tries again.
      return answered(await feedWindows.get(key, async () => {
        const read = await readFeed(row, window);
        return read.status === 'ok' || read.status === 'refused' ? read : answered(read);
      })).events;
    }
    return windows.get(`${row.id}|${row.activeCalendarId}|${from}|${to}`, () =>
      withAccessToken(row, log, (token) => google.events(token, row.activeCalendarId ?? 'primary', from, to)));
  }

  /** Occurrences as the API shows them: the user's rules applied, conversions marked. */
  async function marked(userId: string, row: IntegrationRow, found: ProviderEvent[], timeZone: string): Promise<ExternalEvent[]> {
    const [rules, converted] = await Promise.all([
      listIgnoreRules(db, userId),
      convertedEvents(db, userId, row.id, found.map((event) => event.id)),
    ]);
    return found.map((event) => toExternalEvent(event, row.id, timeZone, {
      ignoredByUser: isIgnored(event, row.id, rules),
      convertedEventId: converted.get(event.id) ?? null,
    }));
  }

  return {
    async calendars(row: IntegrationRow, log: Log): Promise<ExternalCalendar[]> {
      if (row.integrationType === 'ICS_FEED') return [answered(await readFeed(row)).calendar];
      return withAccessToken(row, log, (token) => google.calendars(token));
    },

    events: async (userId: string, row: IntegrationRow, window: EventWindow, log: Log) =>
      marked(userId, row, await providerEvents(row, window, log), window.timeZone),

    /** One occurrence by its id; an ICS occurrence is found in the days around the start its id names. */
    async event(userId: string, row: IntegrationRow, eventId: string, timeZone: string, log: Log): Promise<ExternalEvent | undefined> {
      let found: ProviderEvent | undefined;
      if (row.integrationType === 'ICS_FEED') {
        const day = /_(\d{4})(\d{2})(\d{2})/.exec(eventId);
        if (!day) return undefined;
        const start = Temporal.PlainDate.from(`${day[1]}-${day[2]}-${day[3]}`, { overflow: 'reject' }).subtract({ days: 2 });
        found = answered(await readFeed(row, { start, days: 5, timeZone })).events.find((event) => event.id === eventId);
      } else {
        found = await withAccessToken(row, log, (token) => google.event(token, row.activeCalendarId ?? 'primary', eventId));
      }
      return found && (await marked(userId, row, [found], timeZone))[0];
    },

    /**
     * The calendar of a feed about to be added, or a FeedError: it must be fetched, be iCalendar
     * and be readable for the calendar's default window from today.
     */
    async checkFeed(feedUrl: string, timeZone: string): Promise<ExternalCalendar> {
      const text = await fetchFeed(feedUrl, config.allowPrivateFeeds);
      const window = { start: todayIn(clock, timeZone).toString(), days: FEED_CHECK_DAYS, timeZone };
      return answered(await feedThread.run({ text, window, now: clock().epochMilliseconds })).calendar;
    },

    consentUrl: (redirectUri: string, state: string, codeVerifier: string) => oauth.authorizationUrl(redirectUri, state, codeVerifier),

    /**
     * The active calendar's occurrences for the calendar window with the slots they keep busy; a
     * failing provider leaves the window to the user's own events. `activeIntegrationId` is read
     * with the window's own events (src/server/repositories/calendarWindow.ts).
     */
    async window(userId: string, activeIntegrationId: string | null, window: EventWindow, log: Log): Promise<CalendarWindow> {
      const row = activeIntegrationId === null ? undefined : await findIntegration(db, userId, activeIntegrationId);
      if (!row) return { status: 'NOT_CONNECTED', integrationId: null, events: [], busySlots: [] };
      try {
        const raw = await providerEvents(row, window, log);
        const found = await marked(userId, row, raw, window.timeZone);
        const busy = new Map<string, BusySlot>();
        raw.forEach((event, i) => {
          if (found[i]!.ignoredByUser || found[i]!.convertedEventId) return;
          for (const slot of busySlotsOf(event, window.timeZone)) busy.set(`${slot.date}|${slot.timeSlot}`, slot);
        });
        const open = found.filter((event) => !event.convertedEventId).map((event) => ({ ...event, integrationType: row.integrationType }));
        const { start, days } = window;
        const inWindow = (slot: BusySlot) => slot.date >= start.toString() && slot.date < start.add({ days }).toString();
        return { status: 'CONNECTED', integrationId: row.id, events: open, busySlots: [...busy.values()].filter(inWindow) };
      } catch (error) {
        log.warn({ err: error, integrationId: row.id }, 'the external calendar could not be read');
        return { status: 'CONNECTED_BUT_FETCHING_FAILED', integrationId: row.id, events: [], busySlots: [] };
      }
    },

    /** Exchanges a consent's code and stores the tokens sealed; the integration is then verified. */
    async completeConsent(row: IntegrationRow, callback: URLSearchParams, expectedState: string, redirectUri: string, codeVerifier: string) {
      const tokens = await oauth.exchangeCode(callback, expectedState, redirectUri, codeVerifier, clock());
      await storeTokens(db, row.id, sealTokens(tokens, null));
    },

    /** Revokes the grant at Google; a failure is logged and does not stop the disconnection. */
    async revoke(row: IntegrationRow, log: Log) {
      const sealed = row.refreshToken ?? row.accessToken;
      if (row.integrationType !== 'GOOGLE_CALENDAR' || !sealed) return;
      try {
        await oauth.revoke(secrets.open(sealed));
      } catch (error) {
        log.warn({ err: error, integrationId: row.id }, 'revoking the Google grant failed; the integration is deleted anyway');
      }
    },

    /** Drops what is cached for the integration (its calendar changed or it is gone). */
    forget(integrationId: string) {
      feedWindows.forget(integrationId);
      windows.forget(integrationId);
    },

    /** Ends the feed thread (the app is closing). */
    close: () => feedThread.close(),
  };
}
export type ExternalCalendars = ReturnType<typeof externalCalendars>;

import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import type { ExternalCalendar } from '@/domain/contract/integrations';
import { FeedError } from '@/server/integrations/feedFetch';
import { type EventWindow, type ProviderEvent, windowBounds } from '@/server/integrations/providerEvents';

/** A feed holds one calendar; its id is fixed so that choosing it survives a renamed feed. */
export const ICS_CALENDAR_ID = 'feed';
/** Recurring events (RRULE or RDATE) one feed may hold; a feed with more is refused. */
export const MAX_SERIES_PER_FEED = 1_000;
/**
 * Occurrences of recurring events looked at for one window of one feed (a minutely series has
 * 1,440 a day); past this the window is refused. About 20 µs each on a 2-core machine, so a window
 * costs at most about 0.4 s of the feed thread; 35 days of 500 daily series fit. Series are expanded
 * from the window, not from their first occurrence, so an old series costs what its occurrences in
 * the window cost.
 */
export const MAX_OCCURRENCES_PER_WINDOW = 20_000;

export const FEED_TOO_COSTLY = /*i18n*/ {
  id: 'feed.tooCostly', message: 'The feed is too costly to read: it has too many events or repeats them too often',
};
const NOT_CALENDAR = /*i18n*/ { id: 'feed.notCalendar', message: 'The address does not serve an iCalendar feed' };
const TOO_MANY_SERIES = /*i18n*/ { id: 'feed.tooManySeries', message: 'The feed has more than {max} recurring events' };
const tooCostly = () => new FeedError(FEED_TOO_COSTLY);
const notCalendar = () => new FeedError(NOT_CALENDAR);

const DAY_SECONDS = 86_400;
/**
 * Occurrences are picked in the wall-clock time of their series; a wall clock jumps by at most a
 * couple of hours (summer time), so this much around the window is looked at and then tested exactly.
 */
const WALL_CLOCK_SLACK_SECONDS = 3 * 3600;

/** An event with its moved occurrences related, and how far from the window an occurrence of it can start and still reach into it. */
interface FeedItem {
  event: ICAL.Event;
  duration: ICAL.Duration;
  /** Seconds an original start may lie before the window: the event's length, or more when an exception moves an occurrence later. */
  before: number;
  /** Seconds an original start may lie after the window, when an exception moves an occurrence earlier. */
  after: number;
}

export interface ParsedFeed {
  calendar: ExternalCalendar;
  zones: Map<string, ICAL.Timezone>;
  items: FeedItem[];
}

/**
 * The feed's calendar and events, or a FeedError when the text is no iCalendar or has more
 * recurring events than MAX_SERIES_PER_FEED. Moved occurrences (RECURRENCE-ID) are related to their
 * event by UID once, here.
 */
export function parseFeed(text: string): ParsedFeed {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw notCalendar();
  }
  if (root.name !== 'vcalendar') throw notCalendar();
  rememberUndefinedZones(root);
  const vevents = root.getAllSubcomponents('vevent');
  const exceptions = new Map<string, ICAL.Component[]>();
  const masters: ICAL.Component[] = [];
  for (const vevent of vevents) {
    if (!vevent.hasProperty('dtstart')) continue;
    if (!vevent.hasProperty('recurrence-id')) {
      masters.push(vevent);
      continue;
    }
    const uid = uidOf(vevent);
    const related = exceptions.get(uid);
    if (related) related.push(vevent);
    else exceptions.set(uid, [vevent]);
  }
  if (masters.filter((vevent) => vevent.hasProperty('rrule') || vevent.hasProperty('rdate')).length > MAX_SERIES_PER_FEED) {
    throw new FeedError({ ...TOO_MANY_SERIES, values: { max: MAX_SERIES_PER_FEED } });
  }
  const name = root.getFirstPropertyValue('x-wr-calname');
  const description = root.getFirstPropertyValue('x-wr-caldesc');
  const color = root.getFirstPropertyValue('color');
  return {
    calendar: {
      id: ICS_CALENDAR_ID,
      summary: typeof name === 'string' && name.trim() ? name : 'Calendar feed',
      description: typeof description === 'string' ? description : null,
      backgroundColor: typeof color === 'string' ? color : null,
    },
    zones: new Map(root.getAllSubcomponents('vtimezone').map((zone) => {
      const timezone = new ICAL.Timezone(zone);
      return [timezone.tzid, timezone] as const;
    })),
    // Given its exceptions, an event does not look through all the feed's events for them.
    items: masters.map((vevent) => feedItem(new ICAL.Event(vevent, { exceptions: exceptions.get(uidOf(vevent)) ?? [] }))),
  };
}

/**
 * ical.js looks for a TZID that no VTIMEZONE defines through every component of the calendar, each
 * time a date names it: quadratic in a big feed without VTIMEZONEs (28,000 events took 7 s). Such
 * TZIDs are entered in its zone cache as undefined up front (that cache is internal to ical.js).
 */
function rememberUndefinedZones(root: ICAL.Component) {
  const cache = (root as unknown as { _timezoneCache?: Map<string, ICAL.Timezone | null> })._timezoneCache;
  if (!cache) return;
  const defined = new Set(root.getAllSubcomponents('vtimezone').map((zone) => String(zone.getFirstPropertyValue('tzid'))));
  const components = (root.jCal as unknown as [string, unknown, [string, [string, Record<string, unknown>][]][]])[2];
  for (const [, properties] of components) {
    for (const [, parameters] of properties) {
      const tzid = parameters.tzid;
      if (typeof tzid === 'string' && !defined.has(tzid)) cache.set(tzid, null);
    }
  }
}

const uidOf = (vevent: ICAL.Component) => String(vevent.getFirstPropertyValue('uid') ?? '');

function feedItem(event: ICAL.Event): FeedItem {
  const seconds = (time: ICAL.Time) => time.toUnixTime();
  let before = Math.max(seconds(event.endDate) - seconds(event.startDate), 0);
  let after = 0;
  for (const exception of Object.values(event.exceptions)) {
    const original = seconds(exception.recurrenceId);
    before = Math.max(before, seconds(exception.endDate) - original);
    after = Math.max(after, original - seconds(exception.startDate));
  }
  return { event, duration: event.duration, before, after };
}

/** Where a date-time's wall clock is: UTC, a VTIMEZONE of the feed, or an IANA zone (floating times: the user's). */
type Zone = { kind: 'utc' } | { kind: 'own'; zone: ICAL.Timezone } | { kind: 'iana'; name: string };

const knownZoneNames = new Map<string, boolean>();
/** Whether Temporal knows the zone; remembered, as asking costs more than an occurrence (feeds name few zones). */
function isTimeZone(tzid: string): boolean {
  let known = knownZoneNames.get(tzid);
  if (known === undefined) {
    try {
      Temporal.Now.zonedDateTimeISO(tzid);
      known = true;
    } catch {
      known = false;
    }
    if (knownZoneNames.size >= 1_000) knownZoneNames.clear();
    knownZoneNames.set(tzid, known);
  }
  return known;
}

/** UTC as written, an IANA TZID through Temporal (DST included), another TZID through the feed's own VTIMEZONE, a floating time in the user's zone. */
function zoneOf(time: ICAL.Time, zones: Map<string, ICAL.Timezone>, userTimeZone: string): Zone {
  const tzid = time.zone?.tzid;
  if (tzid === 'UTC' || tzid === 'Z') return { kind: 'utc' };
  const own = tzid ? zones.get(tzid) : undefined;
  if (tzid && !isTimeZone(tzid) && own) return { kind: 'own', zone: own };
  return { kind: 'iana', name: tzid && isTimeZone(tzid) ? tzid : userTimeZone };
}

const zoneKey = (zone: Zone) => (zone.kind === 'utc' ? 'utc' : zone.kind === 'own' ? `own:${zone.zone.tzid}` : `iana:${zone.name}`);

/** A time's wall clock read as if it were UTC, in seconds: how far apart two times of one zone are on the clock. */
const wallSeconds = (time: ICAL.Time) => Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second) / 1000;

/** What the wall clock of the zone shows at an instant, as wallSeconds counts it. */
function wallSecondsAt(instant: Temporal.Instant, zone: Zone): number {
  const seconds = instant.epochMilliseconds / 1000;
  if (zone.kind === 'utc') return seconds;
  if (zone.kind === 'iana') return seconds + instant.toZonedDateTimeISO(zone.name).offsetNanoseconds / 1e9;
  const time = ICAL.Time.fromJSDate(new Date(instant.epochMilliseconds), true);
  return wallSeconds(time.convertToZone(zone.zone));
}

function epochMillisecondsOf(time: ICAL.Time, zone: Zone): number {
  if (zone.kind === 'utc') return time.toUnixTime() * 1000;
  if (zone.kind === 'own') {
    const copy = time.clone();
    copy.zone = zone.zone;
    return copy.toUnixTime() * 1000;
  }
  const wall = Temporal.PlainDateTime.from({ year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second });
  return wall.toZonedDateTime(zone.name).epochMilliseconds;
}

const PERIOD_SECONDS: Record<string, number> = { SECONDLY: 1, MINUTELY: 60, HOURLY: 3600, DAILY: DAY_SECONDS, WEEKLY: 7 * DAY_SECONDS };
const PERIOD_MONTHS: Record<string, number> = { MONTHLY: 1, YEARLY: 12 };

/**
 * Where to start expanding a series so that its occurrences from `target` on (wall-clock seconds)
 * come out as from DTSTART: DTSTART moved forward by whole periods of its rule (INTERVAL × FREQ,
 * on the wall clock as ical.js counts them), one period short of the target. Only a single RRULE
 * without COUNT (a count runs from DTSTART), and a monthly or yearly one only from a day every
 * month has; otherwise DTSTART itself.
 */
function iterationStart(event: ICAL.Event, target: number): ICAL.Time {
  const start = event.startDate;
  const rules = event.component.getAllProperties('rrule');
  const rule = rules.length === 1 ? rules[0]!.getFirstValue() as ICAL.Recur : undefined;
  if (!rule || rule.count) return start;
  const interval = rule.interval || 1;
  const seconds = PERIOD_SECONDS[rule.freq];
  if (seconds && !(start.isDate && seconds < DAY_SECONDS)) {
    const periods = Math.floor((target - wallSeconds(start)) / (seconds * interval)) - 1;
    if (periods <= 0) return start;
    const shift = periods * interval * seconds;
    return start.clone().adjust(Math.floor(shift / DAY_SECONDS), 0, 0, shift % DAY_SECONDS);
  }
  const months = PERIOD_MONTHS[rule.freq];
  if (!months || start.day > 28) return start;
  const targetDate = new Date(target * 1000);
  const startMonth = start.year * 12 + start.month - 1;
  const periods = Math.floor((targetDate.getUTCFullYear() * 12 + targetDate.getUTCMonth() - startMonth) / (months * interval)) - 1;
  if (periods <= 0) return start;
  const month = startMonth + periods * interval * months;
  const shifted = start.clone();
  shifted.year = Math.floor(month / 12);
  shifted.month = (month % 12) + 1;
  return shifted;
}

/** `key` is the occurrence's original start (its RECURRENCE-ID), stable when the occurrence moves. */
interface Occurrence { item: ICAL.Event; key: ICAL.Time; start: ICAL.Time; end: ICAL.Time }

/** The occurrences whose original start lies in [first, last] (wall-clock seconds of the event's zone), each counted against the budget. */
function* occurrencesOf({ event, duration }: FeedItem, first: number, last: number, budget: { left: number }): Generator<Occurrence> {
  if (!event.isRecurring()) {
    const at = wallSeconds(event.startDate);
    if (at >= first && at <= last) yield { item: event, key: event.startDate, start: event.startDate, end: event.endDate };
    return;
  }
  const moved = Object.keys(event.exceptions).length > 0;
  const iterator = event.iterator(iterationStart(event, first));
  for (let next = iterator.next(); next; next = iterator.next()) {
    if (--budget.left < 0) throw tooCostly();
    const at = wallSeconds(next);
    if (at > last) return;
    if (at < first) continue;
    if (!moved) {
      // What getOccurrenceDetails answers for an event without exceptions, without working out its duration each time.
      const end = next.clone();
      end.addDuration(duration);
      yield { item: event, key: next, start: next, end };
      continue;
    }
    const details = event.getOccurrenceDetails(next);
    yield { item: details.item, key: next, start: details.startDate, end: details.endDate };
  }
}

/**
 * The occurrences that overlap the window, recurring events expanded (RRULE, RDATE, EXDATE, moved
 * occurrences), sorted by start; a FeedError when that takes more than MAX_OCCURRENCES_PER_WINDOW.
 */
export function feedEvents(feed: ParsedFeed, window: EventWindow): ProviderEvent[] {
  const bounds = windowBounds(window);
  const [from, to] = [bounds.from.epochMilliseconds, bounds.to.epochMilliseconds];
  const budget = { left: MAX_OCCURRENCES_PER_WINDOW };
  const wallWindows = new Map<string, { from: number; to: number }>();
  const wallWindowIn = (zone: Zone) => {
    const key = zoneKey(zone);
    let wall = wallWindows.get(key);
    if (!wall) wallWindows.set(key, wall = { from: wallSecondsAt(bounds.from, zone), to: wallSecondsAt(bounds.to, zone) });
    return wall;
  };
  const found: Timed[] = [];
  for (const item of feed.items) {
    const wall = wallWindowIn(zoneOf(item.event.startDate, feed.zones, window.timeZone));
    const first = wall.from - item.before - WALL_CLOCK_SLACK_SECONDS;
    const last = wall.to + item.after + WALL_CLOCK_SLACK_SECONDS;
    for (const occurrence of occurrencesOf(item, first, last, budget)) {
      const timed = toProviderEvent(item.event.uid, occurrence, feed.zones, window.timeZone);
      // Within the window, or starting in it when it takes no time.
      if (timed.start < to && (timed.end > from || (timed.end === timed.start && timed.start >= from))) found.push(timed);
    }
  }
  return found.sort((a, b) => a.start - b.start).map(({ event }) => event);
}

/** An occurrence with its span in epoch milliseconds (an all-day one's days taken in the user's time zone). */
interface Timed { event: ProviderEvent; start: number; end: number }

const dateOf = (time: ICAL.Time) => Temporal.PlainDate.from({ year: time.year, month: time.month, day: time.day });
/** As Temporal writes an instant of whole seconds, at a fraction of its cost. */
const isoInstant = (milliseconds: number) => new Date(milliseconds).toISOString().replace('.000Z', 'Z');

/** A URL-safe id naming one occurrence: the event's UID and the occurrence's start. */
const occurrenceId = (uid: string, start: ICAL.Time) => `${Buffer.from(uid).toString('base64url')}_${start.toICALString()}`;

function toProviderEvent(uid: string, { item, key, start, end }: Occurrence, zones: Map<string, ICAL.Timezone>, timeZone: string): Timed {
  const transparency = item.component.getFirstPropertyValue('transp');
  const base = {
    id: occurrenceId(uid, key),
    summary: item.summary || '(no title)',
    description: item.description || null,
    transparent: typeof transparency === 'string' && transparency.toUpperCase() === 'TRANSPARENT',
  };
  if (start.isDate) {
    const first = dateOf(start);
    const last = end && end.isDate ? dateOf(end) : first.add({ days: 1 });
    return {
      event: { ...base, start: { date: first.toString() }, end: { date: last.toString() } },
      start: first.toZonedDateTime({ timeZone }).epochMilliseconds,
      end: last.toZonedDateTime({ timeZone }).epochMilliseconds,
    };
  }
  const startAt = epochMillisecondsOf(start, zoneOf(start, zones, timeZone));
  const endAt = end ? epochMillisecondsOf(end, zoneOf(end, zones, timeZone)) : startAt;
  return { event: { ...base, start: { dateTime: isoInstant(startAt) }, end: { dateTime: isoInstant(endAt) } }, start: startAt, end: endAt };
}

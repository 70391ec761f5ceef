import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import type { ExternalCalendar } from '@/domain/contract/integrations';
import { FeedError } from '@/server/integrations/feedFetch';
import { type EventWindow, type ProviderEvent, windowBounds } from '@/server/integrations/providerEvents';

/** A feed holds one calendar; its id is fixed so that choosing it survives a renamed feed. */
export const ICS_CALENDAR_ID = 'feed';
/** Occurrences of one recurring event looked at, at most (an endless daily rule since 1970 stops here). */
const MAX_OCCURRENCES = 20_000;

export interface ParsedFeed {
  calendar: ExternalCalendar;
  root: ICAL.Component;
}

/** The feed's calendar, or a FeedError when the text is no iCalendar. */
export function parseFeed(text: string): ParsedFeed {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new FeedError('The address does not serve an iCalendar feed');
  }
  if (root.name !== 'vcalendar') throw new FeedError('The address does not serve an iCalendar feed');
  const name = root.getFirstPropertyValue('x-wr-calname');
  const description = root.getFirstPropertyValue('x-wr-caldesc');
  const color = root.getFirstPropertyValue('color');
  return {
    root,
    calendar: {
      id: ICS_CALENDAR_ID,
      summary: typeof name === 'string' && name.trim() ? name : 'Calendar feed',
      description: typeof description === 'string' ? description : null,
      backgroundColor: typeof color === 'string' ? color : null,
    },
  };
}

const isTimeZone = (tzid: string) => {
  try {
    Temporal.Now.zonedDateTimeISO(tzid);
    return true;
  } catch {
    return false;
  }
};

/**
 * The instant of a date-time: UTC as written, an IANA TZID through Temporal (DST included), another
 * TZID through the feed's own VTIMEZONE, and a floating time in the user's time zone.
 */
function instantOf(time: ICAL.Time, zones: Map<string, ICAL.Timezone>, userTimeZone: string): Temporal.Instant {
  const tzid = time.zone?.tzid;
  if (tzid === 'UTC' || tzid === 'Z') return Temporal.Instant.fromEpochMilliseconds(time.toUnixTime() * 1000);
  const own = tzid ? zones.get(tzid) : undefined;
  if (tzid && !isTimeZone(tzid) && own) {
    const copy = time.clone();
    copy.zone = own;
    return Temporal.Instant.fromEpochMilliseconds(copy.toUnixTime() * 1000);
  }
  const wall = Temporal.PlainDateTime.from({ year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second });
  return wall.toZonedDateTime(tzid && isTimeZone(tzid) ? tzid : userTimeZone).toInstant();
}

const dateOf = (time: ICAL.Time) => Temporal.PlainDate.from({ year: time.year, month: time.month, day: time.day });

/** A URL-safe id naming one occurrence: the event's UID and the occurrence's start. */
const occurrenceId = (uid: string, start: ICAL.Time) => `${Buffer.from(uid).toString('base64url')}_${start.toICALString()}`;

/** `key` is the occurrence's original start (its RECURRENCE-ID), stable when the occurrence moves. */
interface Occurrence { item: ICAL.Event; key: ICAL.Time; start: ICAL.Time; end: ICAL.Time }

function* occurrencesOf(event: ICAL.Event, to: ICAL.Time): Generator<Occurrence> {
  if (!event.isRecurring()) {
    yield { item: event, key: event.startDate, start: event.startDate, end: event.endDate };
    return;
  }
  const iterator = event.iterator();
  for (let i = 0, next = iterator.next(); next && i < MAX_OCCURRENCES; i++, next = iterator.next()) {
    if (next.compare(to) > 0) return;
    const details = event.getOccurrenceDetails(next);
    yield { item: details.item, key: next, start: details.startDate, end: details.endDate };
  }
}

/** The occurrences that overlap the window, recurring events expanded (RRULE, RDATE, EXDATE, changed occurrences). */
export function feedEvents(feed: ParsedFeed, window: EventWindow): ProviderEvent[] {
  const zones = new Map(feed.root.getAllSubcomponents('vtimezone').map((zone) => {
    const timezone = new ICAL.Timezone(zone);
    return [timezone.tzid, timezone] as const;
  }));
  const { from, to } = windowBounds(window);
  // Compared loosely against local times: a day of slack either side, filtered exactly below.
  const icalTo = ICAL.Time.fromDateString(window.start.add({ days: window.days + 1 }).toString());
  const vevents = feed.root.getAllSubcomponents('vevent');
  const exceptions = vevents.filter((vevent) => vevent.hasProperty('recurrence-id'));
  const found: ProviderEvent[] = [];
  for (const vevent of vevents) {
    if (vevent.hasProperty('recurrence-id') || !vevent.hasProperty('dtstart')) continue;
    const event = new ICAL.Event(vevent, { strictExceptions: true });
    for (const exception of exceptions) if (exception.getFirstPropertyValue('uid') === event.uid) event.relateException(exception);
    for (const occurrence of occurrencesOf(event, icalTo)) {
      const providerEvent = toProviderEvent(event.uid, occurrence, zones, window.timeZone);
      if (overlaps(providerEvent, from, to, window.timeZone)) found.push(providerEvent);
    }
  }
  return found.sort((a, b) => startInstant(a, window.timeZone) - startInstant(b, window.timeZone));
}

function toProviderEvent(uid: string, { item, key, start, end }: Occurrence, zones: Map<string, ICAL.Timezone>, userTimeZone: string): ProviderEvent {
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
    return { ...base, start: { date: first.toString() }, end: { date: last.toString() } };
  }
  const startAt = instantOf(start, zones, userTimeZone);
  const endAt = end ? instantOf(end, zones, userTimeZone) : startAt;
  return { ...base, start: { dateTime: startAt.toString() }, end: { dateTime: endAt.toString() } };
}

const startInstant = (event: ProviderEvent, timeZone: string) => ('date' in event.start
  ? Temporal.PlainDate.from(event.start.date).toZonedDateTime({ timeZone }).epochMilliseconds
  : Temporal.Instant.from(event.start.dateTime).epochMilliseconds);

/** Whether the occurrence's span meets [from, to); an all-day span is taken in the user's time zone. */
function overlaps(event: ProviderEvent, from: Temporal.Instant, to: Temporal.Instant, timeZone: string): boolean {
  const start = startInstant(event, timeZone);
  const end = event.end && 'date' in event.end
    ? Temporal.PlainDate.from(event.end.date).toZonedDateTime({ timeZone }).epochMilliseconds
    : event.end ? Temporal.Instant.from(event.end.dateTime).epochMilliseconds : start;
  return start < to.epochMilliseconds && (end > from.epochMilliseconds || (end === start && start >= from.epochMilliseconds));
}

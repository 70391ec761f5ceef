import { Temporal } from 'temporal-polyfill';
import type { Event } from '@/domain/contract/events';
import type { RecurringEvent } from '@/domain/contract/recurringEvents';
import { monthsBetween, occurrencesBetween } from '@/domain/recurringDates';
import { type Locale, SOURCE_LOCALE } from '@/domain/locales';
import type { Db } from '@/server/db/client';
import { countryCodeOf, holidaysOf } from '@/server/integrations/holidays';
import { holidayAsRecurringEvent, recurringEventsOfUser } from '@/server/repositories/recurringEvents';

interface YearlyOwner {
  id: string;
  country: string | null;
}

/**
 * The user's yearly events and their country's public holidays that fall from `start` to `end`
 * (both included), soonest first, each dated by that occurrence (`recurringEventDateThisYear`); the
 * holidays named in `locale`.
 */
export async function yearlyEventsBetween(
  db: Db, user: YearlyOwner, start: Temporal.PlainDate, end: Temporal.PlainDate, locale: Locale = SOURCE_LOCALE,
): Promise<RecurringEvent[]> {
  return yearlyOccurrences(await recurringEventsOfUser(db, user.id, monthsBetween(start, end), start), user, start, end, locale);
}

/**
 * `yearlyEventsBetween` from the user's yearly events of the months from `start` to `end`
 * (`monthsBetween`), read by the caller: Home and the calendar window read them with the rest of
 * their answer, in one statement.
 */
export function yearlyOccurrences(
  ofTheMonths: RecurringEvent[], user: Pick<YearlyOwner, 'country'>, start: Temporal.PlainDate, end: Temporal.PlainDate, locale: Locale,
): RecurringEvent[] {
  // ISO dates compare as text: Temporal.PlainDate.compare parses both for every comparison, 3.5 ms
  // to sort the heavy user's 167 birthdays of two months (15 µs as text).
  const [from, until] = [start.toString(), end.toString()];
  const own = ofTheMonths.flatMap((event) =>
    occurrencesBetween(event.recurringEventMonth, event.recurringEventDay, from, until)
      .map((date) => ({ ...event, recurringEventDateThisYear: date })));
  const countryCode = countryCodeOf(user.country);
  const holidays = countryCode === undefined ? [] : yearsBetween(start, end)
    .flatMap((year) => holidaysOf(countryCode, year, locale))
    .filter(({ date }) => date >= from && date <= until)
    .map(holidayAsRecurringEvent);
  return [...own, ...holidays].sort((a, b) => byText(a.recurringEventDateThisYear, b.recurringEventDateThisYear));
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const yearsBetween = (start: Temporal.PlainDate, end: Temporal.PlainDate) =>
  Array.from({ length: end.year - start.year + 1 }, (_, i) => start.year + i);

/**
 * A yearly event or holiday as a calendar entry: HOLIDAY-type, its id the recurring event's (so
 * it links to /recurringevents/{id}), all day (shown above the slots; the slot field says morning).
 */
export function yearlyEventAsCalendarEntry(event: RecurringEvent): Event {
  return {
    eventId: event.recurringEventId,
    eventType: 'HOLIDAY',
    eventTitle: event.recurringEventName,
    eventActivity: null,
    eventNotes: null,
    eventDate: event.recurringEventDateThisYear,
    eventTimeSlot: 'morning',
    status: 'confirmed',
    personId: event.personId,
    personName: event.personName,
    personColor: null,
    personAvatar: event.personAvatar,
    createdFromExternalEventId: null,
    googleCalendarEventId: null,
    externalCalendarEventId: null,
    externalCalendarEventIntegrationId: null,
    ignoredByUser: false,
  };
}

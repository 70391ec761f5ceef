import { Temporal } from 'temporal-polyfill';
import { TIME_SLOTS, type TimeSlot } from '@/domain/constants';
import type { ExternalEvent } from '@/domain/contract/integrations';
import type { Event } from '@/domain/contract/events';
import { slotOfHour } from '@/domain/timesOfDay';

/** How long a provider's answer is reused: a change at the provider shows within this. */
export const PROVIDER_CACHE_SECONDS = 60;

/** One occurrence as a provider (Google or an ICS feed) gives it, before the user's rules apply. */
export interface ProviderEvent {
  id: string;
  summary: string;
  description: string | null;
  /** All-day: dates (the end exclusive); timed: instants. */
  start: { date: string } | { dateTime: string };
  end: { date: string } | { dateTime: string } | null;
  /** Shown as free time (Google transparency 'transparent', ICS TRANSP:TRANSPARENT): keeps no slot busy. */
  transparent: boolean;
}

/** The window asked of a provider: `days` from `start`, in the user's time zone. */
export interface EventWindow {
  start: Temporal.PlainDate;
  days: number;
  timeZone: string;
}

export const windowBounds = (window: EventWindow) => ({
  from: window.start.toZonedDateTime({ timeZone: window.timeZone }).toInstant(),
  to: window.start.add({ days: window.days }).toZonedDateTime({ timeZone: window.timeZone }).toInstant(),
});

const zoned = (dateTime: string, timeZone: string) => Temporal.Instant.from(dateTime).toZonedDateTimeISO(timeZone);

/** The date and slot an occurrence shows on in the user's time zone ('morning' for all-day). */
export function placeOf(event: ProviderEvent, timeZone: string): { startDate: string; allDay: boolean; eventTimeSlot: TimeSlot } {
  if ('date' in event.start) return { startDate: event.start.date, allDay: true, eventTimeSlot: 'morning' };
  const start = zoned(event.start.dateTime, timeZone);
  return { startDate: start.toPlainDate().toString(), allDay: false, eventTimeSlot: slotOfHour(start.hour) };
}

export interface ExternalEventMarks {
  ignoredByUser: boolean;
  convertedEventId: string | null;
}

export const toExternalEvent = (event: ProviderEvent, integrationId: string, timeZone: string, marks: ExternalEventMarks): ExternalEvent => ({
  id: event.id,
  integrationId,
  summary: event.summary,
  description: event.description,
  start: event.start,
  end: event.end,
  ...placeOf(event, timeZone),
  ...marks,
});

export interface BusySlot { date: string; timeSlot: TimeSlot }

/** The hour each slot starts at (SPEC.md section 4, times of day). */
const SLOT_START_HOURS: Record<TimeSlot, number> = { morning: 0, noon: 12, afternoon: 14, evening: 18 };

/** The slots an occurrence keeps busy: every slot a timed one overlaps, every slot of each day of an all-day one. */
export function busySlotsOf(event: ProviderEvent, timeZone: string): BusySlot[] {
  if (event.transparent) return [];
  if ('date' in event.start) {
    const first = Temporal.PlainDate.from(event.start.date);
    const end = event.end && 'date' in event.end ? Temporal.PlainDate.from(event.end.date) : first.add({ days: 1 });
    const slots: BusySlot[] = [];
    for (let day = first; Temporal.PlainDate.compare(day, end) < 0 || day.equals(first); day = day.add({ days: 1 })) {
      for (const timeSlot of TIME_SLOTS) slots.push({ date: day.toString(), timeSlot });
    }
    return slots;
  }
  const start = zoned(event.start.dateTime, timeZone);
  const end = event.end && 'dateTime' in event.end ? zoned(event.end.dateTime, timeZone) : start;
  const slots: BusySlot[] = [];
  for (let day = start.toPlainDate(); Temporal.PlainDate.compare(day, end.toPlainDate()) <= 0; day = day.add({ days: 1 })) {
    TIME_SLOTS.forEach((timeSlot, i) => {
      const slotStart = day.toZonedDateTime({ timeZone, plainTime: { hour: SLOT_START_HOURS[timeSlot] } });
      const next = TIME_SLOTS[i + 1];
      const slotEnd = next ? day.toZonedDateTime({ timeZone, plainTime: { hour: SLOT_START_HOURS[next] } }) : day.add({ days: 1 }).toZonedDateTime({ timeZone });
      const overlaps = Temporal.ZonedDateTime.compare(start, slotEnd) < 0
        && (Temporal.ZonedDateTime.compare(end, slotStart) > 0 || (start.equals(end) && Temporal.ZonedDateTime.compare(start, slotStart) >= 0));
      if (overlaps) slots.push({ date: day.toString(), timeSlot });
    });
  }
  return slots;
}

/** An external occurrence as an entry of the calendar window. */
export const externalEventAsCalendarEntry = (event: ExternalEvent & { integrationType: string }): Event => ({
  eventId: event.id,
  eventType: 'EXTERNAL_CALENDAR_EVENT',
  eventTitle: event.summary,
  eventActivity: null,
  eventNotes: event.description,
  eventDate: event.startDate,
  eventTimeSlot: event.eventTimeSlot,
  status: 'confirmed',
  personId: null,
  personName: null,
  personColor: null,
  personAvatar: null,
  createdFromExternalEventId: null,
  googleCalendarEventId: event.integrationType === 'GOOGLE_CALENDAR' ? event.id : null,
  externalCalendarEventId: event.id,
  externalCalendarEventIntegrationId: event.integrationId,
  ignoredByUser: event.ignoredByUser,
});

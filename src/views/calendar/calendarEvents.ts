import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TimeSlot } from '@/domain/constants';
import type { Event } from '@/domain/contract/events';
import { eventTitle } from '@/domain/eventTitle';

/** Holidays and yearly events take the whole day; fun plans and external events sit in their slot. */
export const isAllDay = (event: Event) => event.eventType === 'HOLIDAY';

export const eventsOn = (events: readonly Event[], date: string) => events.filter((event) => event.eventDate === date);

const NO_EVENTS: readonly Event[] = [];

/**
 * The events of each day, grouped once: a day keeps the same array as long as `events` does, and a
 * day without events gets one shared empty array, so a memoized day only re-renders when its events change.
 */
export function eventsByDay(events: readonly Event[]): (date: string) => readonly Event[] {
  const byDay = new Map<string, Event[]>();
  for (const event of events) {
    const day = byDay.get(event.eventDate);
    if (day) day.push(event);
    else byDay.set(event.eventDate, [event]);
  }
  return (date) => byDay.get(date) ?? NO_EVENTS;
}

export const eventsInSlot = (events: readonly Event[], slot: TimeSlot) =>
  events.filter((event) => !isAllDay(event) && event.eventTimeSlot === slot);

/** The title rule of SPEC.md section 3, with '(ignored)' for an external event the user ignores. */
export function shownTitle(event: Event, i18n: I18n): string {
  const title = eventTitle(event);
  return event.ignoredByUser ? i18n._(msg`${title} (ignored)`) : title;
}

/** The slots of `date` that the linked calendar keeps busy (the window's `meta.busySlots`). */
export const busySlotsOn = (busySlots: ReadonlyArray<{ date: string; timeSlot: TimeSlot }>, date: string): TimeSlot[] =>
  busySlots.filter((busy) => busy.date === date).map((busy) => busy.timeSlot);

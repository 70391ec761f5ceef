import type { TimeSlot } from '@/domain/constants';
import type { Event } from '@/domain/contract/events';
import { eventTitle } from '@/domain/eventTitle';

/** Holidays and yearly events take the whole day; fun plans and external events sit in their slot. */
export const isAllDay = (event: Event) => event.eventType === 'HOLIDAY';

export const eventsOn = (events: readonly Event[], date: string) => events.filter((event) => event.eventDate === date);

export const eventsInSlot = (events: readonly Event[], slot: TimeSlot) =>
  events.filter((event) => !isAllDay(event) && event.eventTimeSlot === slot);

/** The title rule of SPEC.md section 3, with '(ignored)' for an external event the user ignores. */
export const shownTitle = (event: Event) => `${eventTitle(event)}${event.ignoredByUser ? ' (ignored)' : ''}`;

/** The slots of `date` that the linked calendar keeps busy (the window's `meta.busySlots`). */
export const busySlotsOn = (busySlots: ReadonlyArray<{ date: string; timeSlot: TimeSlot }>, date: string): TimeSlot[] =>
  busySlots.filter((busy) => busy.date === date).map((busy) => busy.timeSlot);

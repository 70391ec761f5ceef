import { Temporal } from 'temporal-polyfill';

interface DatedEvent {
  eventDate: string;
}

/**
 * SPEC.md section 4: events before today are recent, today or later upcoming. Upcoming ones come
 * soonest first, recent ones newest first, whatever order they arrive in.
 */
export function splitAtToday<E extends DatedEvent>(events: readonly E[], today: Temporal.PlainDate) {
  const byDate = (a: E, b: E) => Temporal.PlainDate.compare(a.eventDate, b.eventDate);
  const isRecent = (event: E) => Temporal.PlainDate.compare(event.eventDate, today) < 0;
  return {
    upcoming: events.filter((event) => !isRecent(event)).sort(byDate),
    recent: events.filter(isRecent).sort((a, b) => byDate(b, a)),
  };
}

import type { SnapshotFrom } from 'xstate';
import type { CalendarEvent, createCalendarMachine } from '@/machines/calendarMachine';
import { failure, success } from '../../views/support/fixtures';
import { TODAY, WINDOW_EVENTS, eventsWindow } from '../../views/calendar/eventFixtures';
import { createModel } from './modelTest';

type CalendarMachine = ReturnType<typeof createCalendarMachine>;
export type CalendarSnapshot = SnapshotFrom<CalendarMachine>;

/** What a failed window load shows: with the server's message, or without one when the call threw. */
export const CALENDAR_ERRORS = ['Error fetching events: Database unavailable', 'Error fetching events'];

/** Keeps an offset in -1..1, so that the graph of periods stays finite. */
export const clampOffset = (offset: number) => Math.max(-1, Math.min(1, offset));

/**
 * The model of a calendar machine (week planner or month calendar): its state is the period's
 * offset from today's (clamped by `offsetOf`), whether a day other than today is selected,
 * whether events have arrived and the message — all that the page shows.
 */
export function createCalendarModel(
  machine: CalendarMachine,
  { offsetOf, otherDate }: { offsetOf: (snapshot: CalendarSnapshot) => number; otherDate: string },
) {
  return createModel(machine, {
    input: { today: TODAY },
    serializeState: (snapshot: CalendarSnapshot) => ({
      value: snapshot.value,
      offset: offsetOf(snapshot),
      otherDay: snapshot.context.selectedDate !== snapshot.context.today,
      hasEvents: snapshot.context.events.length > 0,
      errorMessage: snapshot.context.errorMessage,
    }),
    events: {
      // Listed first so that paths select the day before leaving today's period, where it shows.
      'day.select': [{ type: 'day.select', date: otherDate }] satisfies CalendarEvent[],
      'period.previous': [{ type: 'period.previous' }],
      'period.next': [{ type: 'period.next' }],
      'period.reset': [{ type: 'period.reset' }],
      'events.reload': [{ type: 'events.reload' }],
      'xstate.done.actor.fetchEventsWindow': [
        { type: 'xstate.done.actor.fetchEventsWindow', output: success(eventsWindow(WINDOW_EVENTS.map(({ event }) => event))) },
        { type: 'xstate.done.actor.fetchEventsWindow', output: failure('Database unavailable') },
      ],
      'xstate.error.actor.fetchEventsWindow': [{ type: 'xstate.error.actor.fetchEventsWindow', error: new Error('Network down') }],
    },
  });
}

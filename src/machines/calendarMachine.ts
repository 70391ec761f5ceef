import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, setup } from 'xstate';
import type { Event, EventsWindow, EventsWindowQuery } from '@/domain/contract/events';
import { type Result, errorMessageOf } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';
import { appActorPlaceholder } from '@/machines/appActor';

/**
 * A calendar that shows one period at a time (a week on Home, a month on /calendar): it loads the
 * period's events, steps to the previous or next period, comes back to the current one, and keeps
 * the day the user selected within it. Arriving at a period selects today in the current one and the
 * period's first day in any other, so the day panel always speaks of a day on screen. While a
 * period loads, the events already shown stay. Given the window of the period it opens on (the
 * answer the server put into the page, src/views/firstScreen.ts), it starts loaded.
 */
export interface CalendarContext {
  today: string;
  /** The period shown, as a string key (a week's Monday, a month's 'YYYY-MM'). */
  period: string;
  /** The day whose slots the day panel shows; always within the period. */
  selectedDate: string;
  events: Event[];
  /** The last loaded window's meta: the external calendar's status and the slots it keeps busy. */
  meta: EventsWindow['meta'] | null;
  errorMessage: MessageDescriptor | null;
}

export interface CalendarInput {
  today: string;
  /** The period to open on; the current one when absent. */
  period?: string;
  /** The window of the period it opens on (`openingWindow`), when the page came with it: it starts loaded. */
  given?: EventsWindow;
}

export type CalendarEvent =
  | { type: 'period.previous' }
  | { type: 'period.next' }
  | { type: 'period.reset' }
  | { type: 'day.select'; date: string }
  | { type: 'events.reload' };

export interface CalendarPeriods {
  id: string;
  current(today: string): string;
  step(period: string, direction: 'previous' | 'next'): string;
  /** The period's own first day (a week's Monday, a month's 1st). */
  firstDay(period: string): string;
  /** The window of days to load for a period. */
  window(period: string): Required<EventsWindowQuery>;
}

const EVENTS_ERROR = msg`Error fetching events`;
const eventsError = (message: string) => msg`Error fetching events: ${message}`;
const NO_BUSY_SLOTS: EventsWindow['meta']['busySlots'] = [];

export function createCalendarMachine(periods: CalendarPeriods) {
  const dayToSelect = (period: string, today: string) => (period === periods.current(today) ? today : periods.firstDay(period));
  const machine = setup({
    types: {
      context: {} as CalendarContext,
      events: {} as CalendarEvent,
      input: {} as CalendarInput,
    },
    actors: {
      fetchEventsWindow: appActorPlaceholder<Result<EventsWindow>, Required<EventsWindowQuery>>('fetchEventsWindow'),
    },
    actions: {
      goToPeriod: assign(({ context }, { period }: { period: string }) => ({ period, selectedDate: dayToSelect(period, context.today) })),
      /** Lets the page reflect the period, e.g. in its URL. */
      showPeriod: (_, _params: { period: string }) => {},
    },
    guards: {
      isSuccess,
      isAwayFromCurrent: ({ context }) => context.period !== periods.current(context.today),
      // A loaded window always has its meta.
      isGiven: ({ context }) => context.meta !== null,
    },
  }).createMachine({
    id: periods.id,
    context: ({ input }) => {
      const period = input.period ?? periods.current(input.today);
      return {
        today: input.today, period, selectedDate: dayToSelect(period, input.today),
        events: input.given?.events ?? [], meta: input.given?.meta ?? null, errorMessage: null,
      };
    },
    initial: 'starting',
    on: {
      'period.previous': {
        target: '.loading',
        actions: [
          { type: 'goToPeriod', params: ({ context }) => ({ period: periods.step(context.period, 'previous') }) },
          { type: 'showPeriod', params: ({ context }) => ({ period: context.period }) },
        ],
      },
      'period.next': {
        target: '.loading',
        actions: [
          { type: 'goToPeriod', params: ({ context }) => ({ period: periods.step(context.period, 'next') }) },
          { type: 'showPeriod', params: ({ context }) => ({ period: context.period }) },
        ],
      },
      'period.reset': {
        guard: 'isAwayFromCurrent',
        target: '.loading',
        actions: [
          { type: 'goToPeriod', params: ({ context }) => ({ period: periods.current(context.today) }) },
          { type: 'showPeriod', params: ({ context }) => ({ period: context.period }) },
        ],
      },
      'day.select': { actions: assign({ selectedDate: ({ event }) => event.date }) },
      'events.reload': '.loading',
    },
    states: {
      starting: {
        always: [{ guard: 'isGiven', target: 'loaded' }, { target: 'loading' }],
      },
      loading: {
        invoke: {
          id: 'fetchEventsWindow',
          src: 'fetchEventsWindow',
          input: ({ context }) => periods.window(context.period),
          onDone: [
            {
              guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
              target: 'loaded',
              actions: assign({
                events: ({ context, event }) => (event.output.status === 'success' ? event.output.data.events : context.events),
                meta: ({ context, event }) => (event.output.status === 'success' ? event.output.data.meta : context.meta),
                errorMessage: null,
              }),
            },
            {
              target: 'failed',
              actions: assign({ errorMessage: ({ event }) => eventsError(errorMessageOf(event.output)) }),
            },
          ],
          onError: { target: 'failed', actions: assign({ errorMessage: EVENTS_ERROR }) },
        },
      },
      loaded: {},
      failed: {},
    },
  });
  /** The window of the period a calendar started with `input` opens on. */
  const openingWindow = (input: Omit<CalendarInput, 'given'>) => periods.window(input.period ?? periods.current(input.today));
  return Object.assign(machine, { openingWindow });
}

interface CalendarSnapshot {
  context: CalendarContext;
  matches(state: 'loading'): boolean;
  can(event: CalendarEvent): boolean;
}

export const selectPeriod = (snapshot: CalendarSnapshot) => snapshot.context.period;
export const selectSelectedDate = (snapshot: CalendarSnapshot) => snapshot.context.selectedDate;
export const selectEvents = (snapshot: CalendarSnapshot) => snapshot.context.events;
export const selectExternalCalendarStatus = (snapshot: CalendarSnapshot) => snapshot.context.meta?.externalCalendarStatus ?? null;
export const selectBusySlots = (snapshot: CalendarSnapshot) => snapshot.context.meta?.busySlots ?? NO_BUSY_SLOTS;
export const selectErrorMessage = (snapshot: CalendarSnapshot) => snapshot.context.errorMessage;
export const selectIsLoading = (snapshot: CalendarSnapshot) => snapshot.matches('loading');
export const selectCanReset = (snapshot: CalendarSnapshot) => snapshot.can({ type: 'period.reset' });

import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { TimeSlot } from '@/domain/constants';
import type { Event, EventsWindow } from '@/domain/contract/events';
import type { Home } from '@/domain/contract/home';
import { ADA, success } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { ALAN_ID, event, person } from '../network/peopleFixtures';

/**
 * Today for the calendar tests: Wednesday 25 November 2026 in Ada's time zone (Europe/London), so
 * this week runs from Monday 23/11 and this month's five weeks from Monday 26/10.
 */
export const TODAY = '2026-11-25';
const NOW = new Date('2026-11-25T12:00:00Z');

/**
 * Fake timers (as `useFakeClock`) plus a fake Date standing still at noon on TODAY: the pages take
 * the user's today from `Temporal.Now`, which reads `Date.now()`.
 */
export const useFixedToday = () =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'], now: NOW });

/** The id `event()` gives a fun plan. */
export const EVENT_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae1';
export const NEW_EVENT_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae2';

/** A confirmed fun plan with Grace on TODAY's evening; override what a test is about. */
export const calendarEvent = (overrides: Partial<Event> = {}): Event => event({ eventDate: TODAY, ...overrides });

export const eventsWindow = (events: Event[]): EventsWindow =>
  ({ events, meta: { externalCalendarStatus: 'NOT_CONNECTED', integrationUsed: null, busySlots: [] } });

/**
 * What the calendar window returns in the calendar tests, each with the title the page must show
 * and the slot it must sit in ('all day' for a holiday): a few days of last, this and next week,
 * and one in October that the November month view shows too.
 */
export const WINDOW_EVENTS: Array<{ event: Event; title: string; slot: TimeSlot | 'all day' }> = [
  {
    event: calendarEvent({ eventId: 'e-oct-30', eventDate: '2026-10-30', eventActivity: 'movie', eventTimeSlot: 'evening' }),
    title: 'movie with Grace Hopper',
    slot: 'evening',
  },
  {
    event: calendarEvent({ eventId: 'e-nov-18', eventDate: '2026-11-18', eventActivity: 'coffee', eventTimeSlot: 'afternoon' }),
    title: 'coffee with Grace Hopper',
    slot: 'afternoon',
  },
  {
    event: calendarEvent({ eventId: 'e-nov-24', eventDate: '2026-11-24', eventTimeSlot: 'morning', status: 'proposed' }),
    title: 'dinner with Grace Hopper?',
    slot: 'morning',
  },
  {
    event: calendarEvent({ eventId: 'e-nov-25', eventTitle: 'Board games night', eventTimeSlot: 'evening' }),
    title: 'Board games night',
    slot: 'evening',
  },
  {
    event: calendarEvent({
      eventId: 'e-nov-26', eventType: 'HOLIDAY', eventTitle: 'Thanksgiving', eventActivity: null, eventDate: '2026-11-26',
      personId: null, personName: null, personColor: null, personAvatar: null,
    }),
    title: 'Thanksgiving',
    slot: 'all day',
  },
  {
    event: calendarEvent({
      eventId: 'e-dec-01', eventDate: '2026-12-01', eventActivity: 'lunch', eventTimeSlot: 'noon',
      personId: ALAN_ID, personName: 'Alan Turing', personColor: '#A9DEF9', personAvatar: 'avatar_male_1',
    }),
    title: 'lunch with Alan Turing',
    slot: 'noon',
  },
];

export const EMPTY_HOME: Home = { nextUp: null, reminders: [], suggestions: [] };

/** The people the day panel's form offers. */
export const PEOPLE = [
  person(),
  person({ personId: ALAN_ID, personName: 'Alan Turing', personAvatar: 'avatar_male_1', personColor: '#A9DEF9' }),
];

type App = ReturnType<typeof renderApp>;

/** Renders `url` for Ada (signed in through the fake `fetchCurrentUser`). */
export async function openSignedIn(url: string) {
  const app = renderApp(url);
  await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
  return app;
}

/** Opens Home for Ada with nothing next, no reminders and no suggestions; the week's events stay pending. */
export async function openHome() {
  const app = await openSignedIn('/');
  await app.fakes.settle('fetchHome', { output: success(EMPTY_HOME) });
  await screen.findByText('Wednesday, Nov 25th');
  return app;
}

/** The day panel of the selected day, named by its date label ('Nov 25th'). */
export const dayPanel = (label: string) => screen.getByRole('region', { name: `Plans for ${label}` });

/** Picks `option` in the MUI select `label` and waits for its menu to leave. */
export async function choose(app: App, label: string, option: string) {
  await app.user.click(screen.getByRole('combobox', { name: label }));
  await app.user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox', { hidden: true })).toBeNull());
}

/**
 * Plans drinks with Grace in the morning of the day `label` through the day panel and lets it be
 * created: what makes the calendar around the panel load its events again.
 */
export async function createThroughDayPanel(app: App, label: string) {
  await app.user.click(within(dayPanel(label)).getByRole('button', { name: 'Plan something in the morning' }));
  await app.fakes.settle('fetchPeople', { output: success(PEOPLE) });
  await choose(app, 'Person', 'Grace Hopper');
  await app.user.click(screen.getByRole('button', { name: 'Add plan' }));
  await app.fakes.settle('createEvent', { output: success({ eventId: NEW_EVENT_ID }) });
  await within(dayPanel(label)).findByText(/^Event created for/);
}

/** Opens `path` (an event's page, or its edit form) for Ada once the page has loaded `event`, and waits for `heading`. */
export async function openEvent(path: string, heading: string, event: Event = calendarEvent()) {
  const app = await openSignedIn(path);
  await app.fakes.settle('fetchEvent', { output: success(event) });
  await screen.findByRole('heading', { level: 1, name: heading });
  return app;
}

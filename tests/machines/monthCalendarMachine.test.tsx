import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/views/locale';
import { Temporal } from 'temporal-polyfill';
import { monthCalendarMachine } from '@/machines/monthCalendarMachine';
import { success } from '../views/support/fixtures';
import {
  TODAY, WINDOW_EVENTS, createThroughDayPanel, eventsWindow, openSignedIn, useFixedToday,
} from '../views/calendar/eventFixtures';
import { CALENDAR_ERRORS, type CalendarSnapshot, clampOffset, createCalendarModel } from './support/calendarModel';
import { pathName } from './support/modelTest';

/**
 * The months the paths visit, by their distance from this month, written out by hand: today is
 * Wednesday 25/11/2026. Each shows five weeks from the Monday of the week of its first day.
 */
const MONTHS: Record<number, { month: string; title: string; firstDay: string; firstCell: string; first: { date: string; label: string } }> = {
  [-2]: { month: '2026-09', title: 'September 2026', firstDay: '2026-08-31', firstCell: 'MON 31/8', first: { date: '2026-09-01', label: 'Sep 1st' } },
  [-1]: { month: '2026-10', title: 'October 2026', firstDay: '2026-09-28', firstCell: 'MON 28/9', first: { date: '2026-10-01', label: 'Oct 1st' } },
  0: { month: '2026-11', title: 'November 2026', firstDay: '2026-10-26', firstCell: 'MON 26/10', first: { date: '2026-11-01', label: 'Nov 1st' } },
  1: { month: '2026-12', title: 'December 2026', firstDay: '2026-11-30', firstCell: 'MON 30/11', first: { date: '2026-12-01', label: 'Dec 1st' } },
  2: { month: '2027-01', title: 'January 2027', firstDay: '2026-12-28', firstCell: 'MON 28/12', first: { date: '2027-01-01', label: 'Jan 1st 2027' } },
};

/** The other day the user selects: Tuesday 24/11, in this month's view only. */
const OTHER_DAY = { date: '2026-11-24', cell: /^TUE 24\/11(,|$)/, label: 'Nov 24th' };
const TODAY_LABEL = 'Nov 25th';
const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

/** How many months from this month the calendar shows, kept to -1..1 so that the graph is finite. */
const offsetOf = ({ context }: CalendarSnapshot) =>
  clampOffset(Temporal.PlainYearMonth.from('2026-11').until(Temporal.PlainYearMonth.from(context.period), { largestUnit: 'months' }).months);

const model = createCalendarModel(monthCalendarMachine, { offsetOf, otherDate: OTHER_DAY.date });

type App = Awaited<ReturnType<typeof openSignedIn>>;

/** The five weeks' cells of a month view as their buttons are named: 'TUE 24/11', ', 2 events' when it has some. */
function cellNames(firstDay: string, events: typeof WINDOW_EVENTS) {
  return Array.from({ length: 35 }, (_, i) => {
    const date = Temporal.PlainDate.from(firstDay).add({ days: i });
    const count = events.filter(({ event }) => event.eventDate === date.toString()).length;
    const name = `${WEEKDAYS[date.dayOfWeek - 1]} ${date.day}/${date.month}`;
    return count ? `${name}, ${count} ${count === 1 ? 'event' : 'events'}` : name;
  });
}

/** What /calendar shows for the month `offset` months from this one. */
async function expectMonth(app: App, snapshot: CalendarSnapshot, { offset, moved, loading }: { offset: number; moved: boolean; loading: boolean }) {
  expect(clampOffset(offset)).toBe(offsetOf(snapshot));
  const month = MONTHS[offset] as (typeof MONTHS)[number];
  const errorMessage = snapshot.context.errorMessage && i18n._(snapshot.context.errorMessage);

  // The address follows the month once the user moved (the route settles a moment later), so
  // that a reload or a shared link opens it again.
  await waitFor(() => expect(app.location().pathname).toBe(moved ? `/calendar/monthly/${month.month}` : '/calendar'));
  const heading = screen.getByRole('heading', { level: 1, name: month.title });
  const grid = screen.getByRole('grid', { name: month.title });
  expect(grid.getAttribute('aria-busy')).toBe(String(loading));
  expect(screen.queryByRole('button', { name: 'Reset' }) !== null).toBe(offset !== 0);

  // 35 days from the Monday of the week of the 1st, asked for and shown, with their events counted.
  expect(app.fakes.inputsOf('fetchEventsWindow').at(-1)).toEqual({ startDate: month.firstDay, days: 35 });
  expect(app.fakes.isRunning('fetchEventsWindow')).toBe(loading);
  const arrived = snapshot.context.events.length > 0 ? WINDOW_EVENTS : [];
  const cells = within(grid).getAllByRole('gridcell');
  const names = cells.map((cell) => within(cell).getByRole('button').getAttribute('aria-label'));
  expect(names[0]).toBe(month.firstCell);
  expect(names).toEqual(cellNames(month.firstDay, arrived));

  // The selected day is marked and the day panel is about it: today in this month, the day the
  // user picked there, or the 1st of any other month the clicks reached.
  const selected = offset !== 0 ? month.first
    : snapshot.context.selectedDate === OTHER_DAY.date ? OTHER_DAY : { date: TODAY, label: TODAY_LABEL };
  // The machine's snapshot may stand for a month further away; away from this month it holds that month's 1st.
  if (offsetOf(snapshot) !== 0) expect(snapshot.context.selectedDate).toBe(`${snapshot.context.period}-01`);
  const selectedIndex = Temporal.PlainDate.from(month.firstDay).until(Temporal.PlainDate.from(selected.date)).days;
  expect(cells.map((cell) => cell.getAttribute('aria-selected') === 'true').indexOf(true)).toBe(selectedIndex);
  const panel = screen.getByRole('region', { name: `Plans for ${selected.label}` });
  const panelLinks = within(panel).queryAllByRole('link').map((link) => link.textContent).filter((text) => text !== 'View event');
  expect(panelLinks).toEqual(arrived.filter(({ event }) => event.eventDate === selected.date && event.eventType !== 'HOLIDAY').map(({ title }) => title));

  const alerts = within(heading.closest('header') as HTMLElement).queryAllByRole('alert').map((alert) => alert.textContent);
  expect(alerts).toEqual(errorMessage ? [errorMessage] : []);
  if (errorMessage) expect(CALENDAR_ERRORS).toContain(errorMessage);
}

describe('monthCalendar machine, on /calendar', () => {
  beforeEach(() => {
    useFixedToday();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.paths.map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    const app = await openSignedIn('/calendar');
    await screen.findByRole('heading', { level: 1, name: 'November 2026' });
    // Snapshots that serialize alike stand for one another (a month 2 ahead for one 1 ahead), so
    // the month shown is the one the path's clicks lead to, counted as they happen.
    let offset = 0;
    let moved = false;
    const move = async (button: string, to: (offset: number) => number) => {
      await app.user.click(screen.getByRole('button', { name: button }));
      offset = to(offset);
      moved = true;
    };

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'period.previous': async () => move('Prev', (from) => from - 1),
        'period.next': async () => move('Next', (from) => from + 1),
        'period.reset': async () => move('Reset', () => 0),
        'day.select': async () => app.user.click(screen.getByRole('button', { name: OTHER_DAY.cell })),
        // The page loads the month again after the day panel created an event.
        'events.reload': async () => {
          const panel = screen.getByRole('region', { name: /^Plans for / });
          await createThroughDayPanel(app, (panel.getAttribute('aria-label') as string).replace('Plans for ', ''));
        },
      },
      states: {
        loading: async (snapshot) => expectMonth(app, snapshot, { offset, moved, loading: true }),
        loaded: async (snapshot) => {
          expect(snapshot.context.errorMessage).toBeNull();
          await expectMonth(app, snapshot, { offset, moved, loading: false });
        },
        failed: async (snapshot) => {
          expect(snapshot.context.errorMessage).not.toBeNull();
          await expectMonth(app, snapshot, { offset, moved, loading: false });
        },
      },
    });
  }, 30_000);

  it('opens the month a link names, and comes back to this month with Reset', async () => {
    const app = await openSignedIn('/calendar/monthly/2027-02');
    await screen.findByRole('heading', { level: 1, name: 'February 2027' });
    // February 2027 starts on a Monday: its five weeks are its first 35 days.
    expect(app.fakes.inputsOf('fetchEventsWindow')).toEqual([{ startDate: '2027-02-01', days: 35 }]);
    await app.fakes.settle('fetchEventsWindow', { output: success(eventsWindow([])) });
    const cells = within(screen.getByRole('grid', { name: 'February 2027' })).getAllByRole('button');
    expect(cells.map((cell) => cell.getAttribute('aria-label'))).toEqual(cellNames('2027-02-01', []));
    expect(cells.at(-1)?.getAttribute('aria-label')).toBe('SUN 7/3');
    // The day panel speaks of the month's 1st, not of today in another month.
    expect(screen.getByRole('region', { name: 'Plans for Feb 1st 2027' })).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(app.location().pathname).toBe('/calendar/monthly/2026-11');
    await screen.findByRole('heading', { level: 1, name: 'November 2026' });
    expect(app.fakes.inputsOf('fetchEventsWindow').at(-1)).toEqual({ startDate: '2026-10-26', days: 35 });
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/views/locale';
import { Temporal } from 'temporal-polyfill';
import { weekPlannerMachine } from '@/machines/weekPlannerMachine';
import {
  TODAY, WINDOW_EVENTS, createThroughDayPanel, openHome, useFixedToday,
} from '../views/calendar/eventFixtures';
import { CALENDAR_ERRORS, type CalendarSnapshot, clampOffset, createCalendarModel } from './support/calendarModel';
import { pathName } from './support/modelTest';

/** The weeks the paths visit, by their distance from this week, written out by hand: today is Wednesday 25/11/2026. */
const WEEKS: Record<number, { monday: string; title: string; days: string[]; mondayLabel: string }> = {
  [-2]: { monday: '2026-11-09', title: 'Week of 9/11', days: ['9/11 MON', '10/11 TUE', '11/11 WED', '12/11 THU', '13/11 FRI', '14/11 SAT', '15/11 SUN'], mondayLabel: 'Nov 9th' },
  [-1]: { monday: '2026-11-16', title: 'Week of 16/11', days: ['16/11 MON', '17/11 TUE', '18/11 WED', '19/11 THU', '20/11 FRI', '21/11 SAT', '22/11 SUN'], mondayLabel: 'Nov 16th' },
  0: { monday: '2026-11-23', title: 'This week', days: ['23/11 MON', '24/11 TUE', '25/11 WED', '26/11 THU', '27/11 FRI', '28/11 SAT', '29/11 SUN'], mondayLabel: 'Nov 23rd' },
  1: { monday: '2026-11-30', title: 'Week of 30/11', days: ['30/11 MON', '1/12 TUE', '2/12 WED', '3/12 THU', '4/12 FRI', '5/12 SAT', '6/12 SUN'], mondayLabel: 'Nov 30th' },
  2: { monday: '2026-12-07', title: 'Week of 7/12', days: ['7/12 MON', '8/12 TUE', '9/12 WED', '10/12 THU', '11/12 FRI', '12/12 SAT', '13/12 SUN'], mondayLabel: 'Dec 7th' },
};

/** The other day the user selects: Tuesday of this week. */
const OTHER_DAY = { date: '2026-11-24', header: '24/11 TUE', label: 'Nov 24th' };
const TODAY_LABEL = 'Nov 25th';

/** How many weeks from this week the planner shows, kept to -1..1 so that the graph is finite. */
const offsetOf = ({ context }: CalendarSnapshot) =>
  clampOffset(Temporal.PlainDate.from('2026-11-23').until(Temporal.PlainDate.from(context.period)).days / 7);

const model = createCalendarModel(weekPlannerMachine, { offsetOf, otherDate: OTHER_DAY.date });

let current: Awaited<ReturnType<typeof openHome>> | null = null;
const app = () => current as NonNullable<typeof current>;
/** The week the clicks so far lead to, from this week. */
let shownOffset = 0;

const card = () => screen.getByRole('region', { name: 'Weekly' });

/** Every event chip in the week: the day header of its block, its slot ('all day' above the slots), title and link. */
function shownChips(group: HTMLElement) {
  return within(group).queryAllByRole('link').map((link) => {
    const block = [...group.children].find((child) => child.contains(link)) as HTMLElement;
    const slotTitle = link.parentElement?.getAttribute('title');
    return {
      day: block.querySelector('button')?.textContent,
      slot: slotTitle ? slotTitle.toLowerCase() : 'all day',
      title: link.getAttribute('title'),
      href: link.getAttribute('href'),
    };
  });
}

function expectWeek(snapshot: CalendarSnapshot, { loading }: { loading: boolean }) {
  // Snapshots that serialize alike stand for one another (a week 2 ahead for one 1 ahead), so the
  // week shown is the one the path's clicks lead to, counted as they happen.
  const offset = shownOffset;
  expect(clampOffset(offset)).toBe(offsetOf(snapshot));
  const week = WEEKS[offset] as (typeof WEEKS)[number];
  const errorMessage = snapshot.context.errorMessage && i18n._(snapshot.context.errorMessage);

  expect(within(card()).getByText(week.title, { selector: 'p' })).toBeTruthy();
  const group = within(card()).getByRole('group', { name: week.title });
  expect(group.getAttribute('aria-busy')).toBe(String(loading));
  const headers = within(group).getAllByRole('button');
  // Each day's header is named by what it shows: 'd/m' and the weekday.
  expect(headers.map((header) => header.textContent)).toEqual(week.days);
  for (const name of week.days) expect(within(group).getByRole('button', { name })).toBeTruthy();
  expect(within(card()).queryByRole('button', { name: 'Back to this week' }) !== null).toBe(offset !== 0);

  // The window asked for is the shown week: its Monday and 7 days.
  expect(app().fakes.inputsOf('fetchEventsWindow').at(-1)).toEqual({ startDate: week.monday, days: 7 });
  expect(app().fakes.isRunning('fetchEventsWindow')).toBe(loading);

  // The selected day is pressed and the day panel is about it: today in this week, the day the
  // user picked there, or the Monday of any other week the clicks reached.
  const selected = offset !== 0 ? { date: week.monday, header: week.days[0], label: week.mondayLabel }
    : snapshot.context.selectedDate === OTHER_DAY.date ? OTHER_DAY : { date: TODAY, header: '25/11 WED', label: TODAY_LABEL };
  // The machine's snapshot may stand for a week further away; away from this week it holds that week's Monday.
  if (offsetOf(snapshot) !== 0) expect(snapshot.context.selectedDate).toBe(snapshot.context.period);
  expect(headers.filter((header) => header.getAttribute('aria-pressed') === 'true').map((header) => header.textContent))
    .toEqual([selected.header]);
  const panel = screen.getByRole('region', { name: `Plans for ${selected.label}` });

  // Events sit in their day and slot; while a week loads, those already shown stay.
  const dates = week.days.map((_, i) => Temporal.PlainDate.from(week.monday).add({ days: i }).toString());
  const arrived = snapshot.context.events.length > 0 ? WINDOW_EVENTS : [];
  const expected = arrived.filter(({ event }) => dates.includes(event.eventDate)).map(({ event, title, slot }) => ({
    day: week.days[dates.indexOf(event.eventDate)],
    slot,
    title,
    href: event.eventType === 'HOLIDAY' ? `/recurringevents/${event.eventId}` : `/calendar/${event.eventId}`,
  }));
  expect(shownChips(group)).toEqual(expected);
  const panelLinks = within(panel).queryAllByRole('link').map((link) => link.textContent).filter((text) => text !== 'View event');
  expect(panelLinks).toEqual(arrived.filter(({ event }) => event.eventDate === selected.date).map(({ title }) => title));

  const alerts = within(card()).queryAllByRole('alert').map((alert) => alert.textContent);
  expect(alerts).toEqual(errorMessage ? [errorMessage] : []);
  if (errorMessage) expect(CALENDAR_ERRORS).toContain(errorMessage);
}

describe('weekPlanner machine, the weekly card on Home', () => {
  beforeEach(() => {
    useFixedToday();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.paths.map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    current = await openHome();
    shownOffset = 0;

    await model.run(path, {
      actors: app().fakes,
      perform: {
        'period.previous': async () => {
          await app().user.click(within(card()).getByRole('button', { name: 'Previous week' }));
          shownOffset -= 1;
        },
        'period.next': async () => {
          await app().user.click(within(card()).getByRole('button', { name: 'Next week' }));
          shownOffset += 1;
        },
        'period.reset': async () => {
          await app().user.click(within(card()).getByRole('button', { name: 'Back to this week' }));
          shownOffset = 0;
        },
        'day.select': async () => app().user.click(within(card()).getByRole('button', { name: OTHER_DAY.header })),
        // Home loads the week again after the day panel created an event.
        'events.reload': async () => {
          const panel = screen.getByRole('region', { name: /^Plans for / });
          await createThroughDayPanel(app(), (panel.getAttribute('aria-label') as string).replace('Plans for ', ''));
        },
      },
      states: {
        loading: async (snapshot) => expectWeek(snapshot, { loading: true }),
        loaded: async (snapshot) => {
          expect(snapshot.context.errorMessage).toBeNull();
          expectWeek(snapshot, { loading: false });
        },
        failed: async (snapshot) => {
          expect(snapshot.context.errorMessage).not.toBeNull();
          expectWeek(snapshot, { loading: false });
        },
      },
    });
  }, 30_000);
});

import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Event } from '@/domain/contract/events';
import { weekStartOf } from '@/domain/calendar';
import { ADA, success } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { takeRenders } from '../support/profiled';
import { event, today } from '../network/peopleFixtures';

// Each part of Home renders inside a Profiler (inside React.memo where the part is memoized), so the
// test counts the renders React commits for it. Clicks are plain click events: user-event's pointer
// and focus events would add the ripple's and focus ring's own renders inside MUI's buttons.
vi.mock('@/views/home/NextUp', async (importOriginal) => {
  const { profiled } = await import('../support/profiled');
  const { NextUp } = await importOriginal<typeof import('@/views/home/NextUp')>();
  return { NextUp: profiled(NextUp, () => 'NextUp') };
});
vi.mock('@/views/components/EventList', async (importOriginal) => {
  const { profiled } = await import('../support/profiled');
  const { EventList } = await importOriginal<typeof import('@/views/components/EventList')>();
  return { EventList: profiled(EventList, ({ title }) => title) };
});
vi.mock('@/views/calendar/WeekPlanner', async (importOriginal) => {
  const { profiled } = await import('../support/profiled');
  const { WeekPlanner } = await importOriginal<typeof import('@/views/calendar/WeekPlanner')>();
  return { WeekPlanner: profiled(WeekPlanner, () => 'WeekPlanner') };
});
vi.mock('@/views/calendar/DayBlock', async (importOriginal) => {
  const { profiled } = await import('../support/profiled');
  const { DayBlock } = await importOriginal<typeof import('@/views/calendar/DayBlock')>();
  return { DayBlock: profiled(DayBlock, ({ day }) => day.dateIso) };
});
vi.mock('@/views/calendar/DayPanel', async (importOriginal) => {
  const { profiled } = await import('../support/profiled');
  const original = await importOriginal<typeof import('@/views/calendar/DayPanel')>();
  return { ...original, DayPanel: profiled(original.DayPanel, () => 'DayPanel') };
});

const monday = weekStartOf(today());
/** A day of the week `weeks` from this one (0 is Monday). */
const dayOf = (weeks: number, day: number) => monday.add({ days: weeks * 7 + day }).toString();
const plan = (eventId: string, eventDate: string) => event({ eventId, eventDate, eventTitle: `Plan ${eventId}` });
const week = (events: Event[]) => success({ events, meta: { externalCalendarStatus: 'NOT_CONNECTED' as const, integrationUsed: null, busySlots: [] } });
const once = (...ids: string[]) => Object.fromEntries(ids.map((id) => [id, 1]));

async function openHomeWithItsWeek() {
  const app = renderApp('/');
  await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
  await app.fakes.settle('fetchHome', { output: success({ nextUp: null, reminders: [], suggestions: [] }) });
  await app.fakes.settle('fetchEventsWindow', { output: week([plan('monday', dayOf(0, 0)), plan('thursday', dayOf(0, 3))]) });
  await screen.findByRole('link', { name: 'Plan thursday' });
  takeRenders();
  return app;
}

describe('Home renders', () => {
  it("re-renders one week on 'Next week': the new days once, then only those with events, and nothing else of Home", async () => {
    const app = await openHomeWithItsWeek();

    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    const nextWeek = dayOf(1, 0);
    // The day panel moves to the new week's Monday.
    expect(takeRenders()).toEqual(once('WeekPlanner', 'DayPanel', ...[0, 1, 2, 3, 4, 5, 6].map((day) => dayOf(1, day))));
    expect(app.fakes.inputsOf('fetchEventsWindow').at(-1)).toEqual({ startDate: nextWeek, days: 7 });

    await app.fakes.settle('fetchEventsWindow', { output: week([plan('tuesday', dayOf(1, 1)), plan('saturday', dayOf(1, 5))]) });
    const grid = screen.getByRole('group', { name: /^Week of / });
    expect(grid.getAttribute('aria-busy')).toBe('false');
    expect(within(grid).getByRole('link', { name: 'Plan saturday' })).toBeTruthy();
    // The day panel shows the selected day, whose events (none in the new week) changed.
    expect(takeRenders()).toEqual(once('WeekPlanner', dayOf(1, 1), dayOf(1, 5), 'DayPanel'));
  });

  it('re-renders only the two days whose selection changed, and the day panel, when a day is selected', async () => {
    await openHomeWithItsWeek();
    const selected = today().toString();
    const otherIndex = today().dayOfWeek === 3 ? 4 : 2;
    const other = dayOf(0, otherIndex);
    const dayButton = within(screen.getByRole('group', { name: 'This week' })).getAllByRole('button')[otherIndex]!;

    fireEvent.click(dayButton);
    expect(dayButton.getAttribute('aria-pressed')).toBe('true');
    expect(takeRenders()).toEqual(once('WeekPlanner', selected, other, 'DayPanel'));
  });
});

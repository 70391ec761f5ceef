import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Home } from '@/domain/contract/home';
import { dateLabel } from '@/domain/dateLabels';
import { ADA, failure, success } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { ALAN_ID, event, fromToday, person, recurringEvent, today } from '../network/peopleFixtures';

const home = (overrides: Partial<Home> = {}): Home => ({ nextUp: null, reminders: [], suggestions: [], ...overrides });

async function openHome(data: Home | null) {
  const app = renderApp('/');
  await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
  await screen.findByRole('heading', { name: 'Weekly' });
  if (data) await app.fakes.settle('fetchHome', { output: success(data) });
  return app;
}

const linksIn = (heading: string) => within(screen.getByRole('list', { name: heading })).getAllByRole('link')
  .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Home', () => {
  it("has the help link, today's date and the inbox link in its header", async () => {
    await openHome(home());
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/help');
    expect(within(header).getByRole('link', { name: /^Inbox/ }).getAttribute('href')).toBe('/inbox');
    expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe('Home');
    expect(within(header).getByText(new RegExp(`, ${dateLabel(today().toString(), today())}$`))).toBeTruthy();
    expect(document.title).toBe('Home | FunPlans');
  });

  it("says 'Nothing coming up!' with a link to add people when nothing is planned", async () => {
    await openHome(home());
    const nextUp = screen.getByRole('region', { name: 'Next Up' });
    expect(within(nextUp).getByText('Nothing coming up!')).toBeTruthy();
    expect(within(nextUp).getByRole('link', { name: 'Add people to your network' }).getAttribute('href')).toBe('/network/add');
  });

  it('shows the next plan with its date and slot, linking to it', async () => {
    await openHome(home({ nextUp: event({ eventId: 'next-one', eventDate: fromToday(2), eventTimeSlot: 'noon', status: 'proposed' }) }));
    const nextUp = screen.getByRole('region', { name: 'Next Up' });
    expect(within(nextUp).getByRole('link', { name: 'dinner with Grace Hopper?' }).getAttribute('href')).toBe('/calendar/next-one');
    expect(within(nextUp).getByText(`${dateLabel(fromToday(2), today())} · Noon`)).toBeTruthy();
  });

  it('lists reminders (holidays too) and catch-up suggestions, each linking to its page', async () => {
    await openHome(home({
      reminders: [
        recurringEvent({ recurringEventDateThisYear: fromToday(3) }),
        recurringEvent({
          recurringEventId: 'holiday-GB-2026-12-25', recurringEventName: 'Christmas Day', personId: null, personName: null,
          personAvatar: null, recurringEventType: 'holiday', userCreatedOrHoliday: 'holiday', recurringEventDateThisYear: fromToday(5),
        }),
      ],
      suggestions: [{ ...person({ personId: ALAN_ID, personName: 'Alan Turing' }), daysOverdue: 12 }],
    }));
    expect(linksIn('Reminders')).toEqual([
      [`Grace Hopper's Birthday${dateLabel(fromToday(3), today())}`, expect.stringMatching(/^\/recurringevents\/[0-9a-f-]{36}$/)],
      [`Christmas Day${dateLabel(fromToday(5), today())}`, '/recurringevents/holiday-GB-2026-12-25'],
    ]);
    expect(linksIn('Catch-Up Suggestions')).toEqual([['Alan TuringNot seen yet', `/network/${ALAN_ID}`]]);
  });

  it('shows the week with its events in their day, holidays linking to their recurring-event page', async () => {
    const app = await openHome(home());
    await app.fakes.settle('fetchEventsWindow', {
      output: success({
        events: [
          event({ eventId: 'tonight', eventDate: today().toString(), eventTitle: 'Pub quiz' }),
          event({ eventId: 'holiday-GB-x', eventType: 'HOLIDAY', eventDate: today().toString(), eventTitle: 'A holiday', personId: null, personName: null, personAvatar: null }),
        ],
        meta: { externalCalendarStatus: 'NOT_CONNECTED', integrationUsed: null, busySlots: [] },
      }),
    });
    const week = screen.getByRole('group', { name: 'This week' });
    expect(within(week).getByRole('link', { name: 'Pub quiz' }).getAttribute('href')).toBe('/calendar/tonight');
    expect(within(week).getByRole('link', { name: 'A holiday' }).getAttribute('href')).toBe('/recurringevents/holiday-GB-x');
    // Today's panel shows the plan in its slot and the holiday as all day.
    const panel = screen.getByRole('region', { name: `Plans for ${dateLabel(today().toString(), today())}` });
    expect(within(panel).getByRole('link', { name: 'Pub quiz' })).toBeTruthy();
    expect(within(panel).getByText(/All day/)).toBeTruthy();
  });

  it('says why Home could not be loaded and tries again', async () => {
    const app = await openHome(null);
    await app.fakes.settle('fetchHome', { output: failure('Server is napping') });
    expect((await screen.findByText('Error fetching events: Server is napping'))).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(app.fakes.isRunning('fetchHome')).toBe(true);
  });
});

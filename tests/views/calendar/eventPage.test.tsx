import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Event } from '@/domain/contract/events';
import { ADA, failure, success } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { GRACE_ID } from '../network/peopleFixtures';
import { EVENT_ID, calendarEvent, openEvent, useFixedToday } from './eventFixtures';

const openPage = (event: Event, heading: string) => openEvent(`/calendar/${EVENT_ID}`, heading, event);

/** The page's facts, term by description. */
const facts = () => {
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const details = screen.getAllByRole('definition').map((detail) => detail.textContent);
  return Object.fromEntries(terms.map((term, i) => [term, details[i]]));
};

describe('/calendar/{eventId}', () => {
  beforeEach(() => {
    useFixedToday();
  });

  it.each([
    ['its own title', calendarEvent({ eventTitle: 'Board games night' }), 'Board games night'],
    ['its activity with its person', calendarEvent(), 'dinner with Grace Hopper'],
    ["a '?' while only proposed", calendarEvent({ status: 'proposed' }), 'dinner with Grace Hopper?'],
    ["'Activity' without an activity", calendarEvent({ eventActivity: null }), 'Activity with Grace Hopper'],
  ])('is titled by %s, on the page and in the tab', async (_, event, title) => {
    await openPage(event, title);
    expect(document.title).toBe(`${title} | FunPlans`);
  });

  it("shows the activity's picture, the person with a link to them, the date, slot and status", async () => {
    await openPage(calendarEvent({ eventDate: '2026-12-22', eventTimeSlot: 'noon', status: 'proposed' }), 'dinner with Grace Hopper?');
    const header = screen.getAllByRole('banner').find((banner) => within(banner).queryByRole('link', { name: 'Back to network' })) as HTMLElement;
    expect(within(header).getByRole('img', { name: 'Dinner illustration' }).getAttribute('src')).toBe('/img/activities/dinner.jpg');
    expect(within(header).getByRole('link', { name: 'Back to network' }).getAttribute('href')).toBe('/network');
    expect(within(header).getByText('Grace Hopper')).toBeTruthy();
    expect(facts()).toEqual({ Date: 'Dec 22nd', Time: 'Noon', Activity: 'Dinner', Status: 'Proposed', With: 'Grace Hopper' });
    expect(screen.getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe(`/network/${GRACE_ID}`);
  });

  it('shows notes only when there are some', async () => {
    await openPage(calendarEvent({ eventNotes: 'Bring snacks\nand Catan' }), 'dinner with Grace Hopper');
    expect(facts().Notes).toBe('Bring snacks\nand Catan');
  });

  it('has no notes row without notes, and no link to an external event it did not come from', async () => {
    await openPage(calendarEvent(), 'dinner with Grace Hopper');
    expect(Object.keys(facts())).toEqual(['Date', 'Time', 'Activity', 'Status', 'With']);
    expect(screen.queryByRole('link', { name: 'Created from external event' })).toBeNull();
  });

  it('links to the external event it was created from', async () => {
    await openPage(calendarEvent({ createdFromExternalEventId: 'google/abc 1' }), 'dinner with Grace Hopper');
    expect(screen.getByRole('link', { name: 'Created from external event' }).getAttribute('href')).toBe('/externalcalendar/google%2Fabc%201');
  });

  it('names its speed-dial actions, and Edit opens the edit form', async () => {
    const app = await openPage(calendarEvent(), 'dinner with Grace Hopper');
    await app.user.click(await screen.findByRole('button', { name: 'Event actions' }));
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveProperty('disabled', false);
    await app.user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    await waitFor(() => expect(app.location().pathname).toBe(`/calendar/${EVENT_ID}/edit`));
    await app.fakes.settle('fetchEvent', { output: success(calendarEvent()) });
    await screen.findByRole('heading', { level: 1, name: 'Edit event' });
    expect(document.title).toBe('Edit event | FunPlans');
  });

  it.each([
    [failure('Event not found'), 'Error fetching event: Event not found'],
    [{ error: new Error('Network down') }, 'Error fetching event'],
  ])('says why the event could not be loaded', async (outcome, message) => {
    const app = renderApp(`/calendar/${EVENT_ID}`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    expect(await screen.findByRole('status', { name: 'Loading event' })).toBeTruthy();
    expect(document.title).toBe('Event | FunPlans');
    await app.fakes.settle('fetchEvent', 'error' in outcome ? outcome : { output: outcome });
    expect((await screen.findByRole('alert')).textContent).toBe(`${message}Try again`);
    expect(screen.getByRole('link', { name: 'Close' }).getAttribute('href')).toBe('/');
  });
});

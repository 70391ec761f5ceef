import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADA, success } from './support/fixtures';
import { renderApp } from './support/renderApp';
import { DESKTOP_WINDOW, PHONE_WINDOW, setWindowSize } from './support/windowSize';
import { WINDOW_EVENTS, eventsWindow, openSignedIn, useFixedToday } from './calendar/eventFixtures';
import { ALAN_ID, GRACE_ID, detail, person } from './network/peopleFixtures';

/*
 * The parts of the desktop layout that a component decides (useIsDesktop): what only moves or hides
 * is CSS, which tests/e2e/desktopLayout.test.ts checks in Chromium.
 */

const PEOPLE = [person(), person({ personId: ALAN_ID, personName: 'Alan Turing', personAvatar: 'avatar_male_1' })];

const rowOf = (name: string) => within(screen.getByRole('list', { name: 'People' })).getByRole('link', { name: new RegExp(`^${name}'s avatar`) });

async function openNetwork(url: string) {
  const app = renderApp(url);
  await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
  return app;
}

describe('the network on a desktop', () => {
  it('shows the list beside a pane asking to select a person', async () => {
    setWindowSize(DESKTOP_WINDOW);
    const app = await openNetwork('/network');
    await app.fakes.settle('fetchPeople', { output: success(PEOPLE) });
    expect(screen.getByRole('heading', { level: 1, name: 'Network' })).toBeTruthy();
    expect(rowOf('Grace Hopper').getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('Select a person')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add person' }).getAttribute('href')).toBe('/network/add');
  });

  it("shows the person's page beside the list, where they are marked, and another person's in place of it", async () => {
    setWindowSize(DESKTOP_WINDOW);
    const app = await openNetwork(`/network/${GRACE_ID}`);
    await app.fakes.settle('fetchPersonDetail', { output: success(detail()) });
    await app.fakes.settle('fetchPeople', { output: success(PEOPLE) });
    expect(screen.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeTruthy();
    // The list is a part of the person's page there.
    expect(screen.getByRole('heading', { level: 2, name: 'Network' })).toBeTruthy();
    expect(rowOf('Grace Hopper').getAttribute('aria-current')).toBe('page');
    expect(screen.queryByText('Select a person')).toBeNull();

    await app.user.click(rowOf('Alan Turing'));
    await app.fakes.settle('fetchPersonDetail', { output: success(detail({ personDetails: PEOPLE[1]! })) });
    await screen.findByRole('heading', { level: 1, name: 'Alan Turing' });
    expect(rowOf('Alan Turing').getAttribute('aria-current')).toBe('page');
    expect(rowOf('Grace Hopper').getAttribute('aria-current')).toBeNull();
    // The list stayed: it was not loaded again for the other person.
    expect(app.fakes.inputsOf('fetchPeople')).toHaveLength(1);
  });

  it("shows a phone only the person's page, and loads no list for it", async () => {
    const app = await openNetwork(`/network/${GRACE_ID}`);
    await app.fakes.settle('fetchPersonDetail', { output: success(detail()) });
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    expect(screen.queryByRole('heading', { name: 'Network' })).toBeNull();
    expect(app.fakes.inputsOf('fetchPeople')).toHaveLength(0);
  });

  it('follows the window across the desktop width', async () => {
    const app = await openNetwork('/network');
    await app.fakes.settle('fetchPeople', { output: success(PEOPLE) });
    expect(screen.queryByText('Select a person')).toBeNull();
    setWindowSize(DESKTOP_WINDOW);
    expect(await screen.findByText('Select a person')).toBeTruthy();
    setWindowSize(PHONE_WINDOW);
    expect(screen.queryByText('Select a person')).toBeNull();
  });
});

describe('/calendar', () => {
  /** The month's day cells that show at least one event's title, by their button's name. */
  const titledDays = () => screen.getAllByRole('gridcell')
    .map((cell) => [within(cell).getByRole('button').getAttribute('aria-label'), within(cell).queryAllByRole('link').map((link) => link.textContent)])
    .filter(([, titles]) => titles!.length > 0);

  it("shows the events' titles in the month's days on a desktop, each opening its event", async () => {
    useFixedToday();
    setWindowSize(DESKTOP_WINDOW);
    const app = await openSignedIn('/calendar');
    await app.fakes.settle('fetchEventsWindow', {
      output: success(eventsWindow([
        ...WINDOW_EVENTS.map(({ event }) => event),
        ...['Yoga', 'Choir', 'Chess'].map((eventTitle, index) => ({ ...WINDOW_EVENTS[1]!.event, eventId: `extra-${index}`, eventTitle })),
      ])),
    });
    expect(titledDays()).toEqual([
      ['FRI 30/10, 1 event', ['movie with Grace Hopper']],
      // Three titles at most; the day panel lists the rest.
      ['WED 18/11, 4 events', ['coffee with Grace Hopper', 'Yoga', 'Choir']],
      ['TUE 24/11, 1 event', ['dinner with Grace Hopper?']],
      ['WED 25/11, 1 event', ['Board games night']],
      ['THU 26/11, 1 event', ['Thanksgiving']],
      // 1/12 is after the five weeks shown.
    ]);
    expect(screen.getByText('+1 more')).toBeTruthy();
    const cell = screen.getAllByRole('gridcell').find((day) => within(day).queryByRole('link', { name: 'Board games night' }))!;
    expect(within(cell).getByRole('link', { name: 'Board games night' }).getAttribute('href')).toBe('/calendar/e-nov-25');

    // The day's number selects it, as on a phone.
    await app.user.click(screen.getByRole('button', { name: 'TUE 24/11, 1 event' }));
    expect(screen.getByRole('region', { name: 'Plans for Nov 24th' })).toBeTruthy();
  });

  it("shows a phone's month days without titles", async () => {
    useFixedToday();
    const app = await openSignedIn('/calendar');
    await app.fakes.settle('fetchEventsWindow', { output: success(eventsWindow(WINDOW_EVENTS.map(({ event }) => event))) });
    await screen.findByRole('button', { name: 'WED 25/11, 1 event' });
    expect(titledDays()).toEqual([]);
  });
});

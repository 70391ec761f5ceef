import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventsWindow } from '@/domain/contract/events';
import { success } from '../support/fixtures';
import { TODAY, calendarEvent, dayPanel, eventsWindow, openHome, openSignedIn, useFixedToday } from './eventFixtures';

const EXTERNAL = calendarEvent({
  eventId: 'google-evt-42',
  eventType: 'EXTERNAL_CALENDAR_EVENT',
  eventTitle: 'Team standup',
  eventActivity: null,
  eventTimeSlot: 'morning',
  personId: null,
  personName: null,
  personColor: null,
  personAvatar: null,
  externalCalendarEventId: 'google-evt-42',
  externalCalendarEventIntegrationId: '5a1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c01',
});

const window = (meta: Partial<EventsWindow['meta']>, events = [EXTERNAL]): EventsWindow =>
  ({ ...eventsWindow(events), meta: { ...eventsWindow([]).meta, externalCalendarStatus: 'CONNECTED', ...meta } });

const banner = () => screen.queryByText(/^Your linked calendar could not be read/);

describe('external calendar events in the calendar', () => {
  beforeEach(() => {
    useFixedToday();
    sessionStorage.clear();
  });
  afterEach(() => {
    sessionStorage.clear();
  });

  it('link to their page, greyed with (ignored) when the user ignores them', async () => {
    const app = await openHome();
    await app.fakes.settle('fetchEventsWindow', {
      output: success(window({}, [EXTERNAL, { ...EXTERNAL, eventId: 'g2', externalCalendarEventId: 'g2', eventTitle: 'Gym', eventTimeSlot: 'evening', ignoredByUser: true }])),
    });
    const panel = dayPanel('Nov 25th');
    expect(within(panel).getByRole('link', { name: 'Team standup' }).getAttribute('href')).toBe('/externalcalendar/google-evt-42');
    const ignored = within(panel).getByRole('link', { name: 'Gym (ignored)' });
    expect(ignored.getAttribute('href')).toBe('/externalcalendar/g2');
    expect(getComputedStyle(ignored).opacity).not.toBe('1');
    // The week's day block links them the same way.
    expect(screen.getAllByRole('link', { name: 'Gym (ignored)' }).map((link) => link.getAttribute('href'))).toEqual(['/externalcalendar/g2', '/externalcalendar/g2']);
  });

  it('mark the slots the linked calendar keeps busy, which cannot be planned', async () => {
    const app = await openHome();
    await app.fakes.settle('fetchEventsWindow', { output: success(window({ busySlots: [{ date: TODAY, timeSlot: 'morning' }] })) });
    const panel = dayPanel('Nov 25th');
    expect(within(panel).getByRole('button', { name: 'Morning, busy in your calendar' })).toHaveProperty('disabled', true);
    expect(within(panel).queryByRole('button', { name: 'Plan something in the morning' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Plan something in the evening' })).toHaveProperty('disabled', false);
  });

  it('show no banner while the linked calendar is read', async () => {
    const app = await openHome();
    await app.fakes.settle('fetchEventsWindow', { output: success(window({})) });
    await within(dayPanel('Nov 25th')).findByRole('link', { name: 'Team standup' });
    expect(banner()).toBeNull();
  });

  it('invite to connect again when the linked calendar cannot be read, until dismissed for the session', async () => {
    const app = await openHome();
    await app.fakes.settle('fetchEventsWindow', { output: success(window({ externalCalendarStatus: 'CONNECTED_BUT_FETCHING_FAILED' }, [])) });
    expect(await screen.findByText(/^Your linked calendar could not be read/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connect it again in Settings' }).getAttribute('href')).toBe('/settings');
    await app.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(banner()).toBeNull();

    // The month calendar remembers the dismissal.
    await act(() => app.navigate('/calendar'));
    await app.fakes.settle('fetchEventsWindow', { output: success(window({ externalCalendarStatus: 'CONNECTED_BUT_FETCHING_FAILED' }, [])) });
    await screen.findByRole('grid');
    expect(banner()).toBeNull();
  });

  it('show the banner on /calendar too', async () => {
    const app = await openSignedIn('/calendar');
    await app.fakes.settle('fetchEventsWindow', { output: success(window({ externalCalendarStatus: 'CONNECTED_BUT_FETCHING_FAILED' }, [])) });
    expect(await screen.findByText(/^Your linked calendar could not be read/)).toBeTruthy();
  });
});

import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PersonDetail } from '@/domain/contract/people';
import { switchLocale } from '@/views/locale';
import { ADA, failure, success } from '../support/fixtures';
import { field } from '../support/forms';
import { useLanguage } from '../support/language';
import { renderApp } from '../support/renderApp';
import { openWithPerson } from './openWithPerson';
import FEMALE_2_DRAWING from '../../../assets/avatars/avatar_female_2.svg?raw';
import { BIRTHDAY_ID, GRACE_ID, connection, detail, event, fromToday, person, recurringEvent } from './peopleFixtures';

const openPerson = (personDetail: PersonDetail = detail()) =>
  openWithPerson(`/network/${GRACE_ID}`, personDetail.personDetails.personName, personDetail);

const dayMonth = (iso: string) => iso.split('-').reverse().slice(0, 2).join('/');
const linksIn = (heading: string) => within(screen.getByRole('list', { name: heading })).getAllByRole('link')
  .map((link) => [link.textContent, link.getAttribute('href')]);

describe('/network/{personId}', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the person in their colour with avatar, back link, connections, last-seen line and notes', async () => {
    await openPerson(detail({
      personDetails: person({ lastSeenDate: fromToday(-4), personNotes: 'Loves sailing' }),
      userConnections: [connection()],
    }));
    expect(document.title).toBe('Grace Hopper | FunPlans');
    const header = screen.getByRole('banner');
    expect(getComputedStyle(header).backgroundColor).toBe('#FF99C8');
    // Drawn in the page (no request: it is the page's largest paint), from the avatar's own drawing.
    const avatar = within(header).getByRole('img', { name: "Grace Hopper's avatar" });
    const drawing = new DOMParser().parseFromString(FEMALE_2_DRAWING, 'image/svg+xml');
    expect(avatar.querySelector('svg')?.innerHTML.replace(/\s+/g, '')).toBe(
      [...drawing.documentElement.children].filter((child) => child.tagName !== 'title').map((child) => child.outerHTML).join('').replace(/\s+/g, ''),
    );
    expect(within(header).getByRole('link', { name: 'Back to network' }).getAttribute('href')).toBe('/network');
    expect(within(header).getByRole('link', { name: 'Connected with Grace Murray' }).getAttribute('href'))
      .toBe('/connections/5a1d3c1e-1111-4a4a-8b8b-000000000001');
    expect(within(header).getByText(`Typically monthly, last seen: ${dayMonth(fromToday(-4))}`)).toBeTruthy();
    expect(screen.getByText('Loves sailing')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Propose plan' }).getAttribute('href')).toBe(`/proposeplan/${GRACE_ID}`);
  });

  it('says when the next plan is rather than when they were last seen', async () => {
    await openPerson(detail({ personDetails: person({ lastSeenDate: fromToday(-4), nextEventDate: fromToday(6) }) }));
    expect(screen.getByText(`Typically monthly, upcoming: ${dayMonth(fromToday(6))}`)).toBeTruthy();
  });

  it('splits the events at today into upcoming (soonest first) and recent (newest first), linking each to its page', async () => {
    await openPerson(detail({
      recentEvents: [
        event({ eventId: 'e-next-month', eventDate: fromToday(30), eventActivity: 'concert', status: 'proposed' }),
        event({ eventId: 'e-today', eventDate: fromToday(0), eventTitle: 'Sailing day', eventTimeSlot: 'morning' }),
        event({ eventId: 'e-yesterday', eventDate: fromToday(-1), eventActivity: 'lunch', eventTimeSlot: 'noon' }),
        event({ eventId: 'e-last-year', eventDate: fromToday(-400), eventActivity: null, status: 'canceled' }),
      ],
    }));
    expect(linksIn('Upcoming events')).toEqual([
      [`Sailing day${dayMonth(fromToday(0))} · Morning`, '/calendar/e-today'],
      [`concert with Grace Hopper?${dayMonth(fromToday(30))} · Evening`, '/calendar/e-next-month'],
    ]);
    expect(linksIn('Recent events')).toEqual([
      [`lunch with Grace Hopper${dayMonth(fromToday(-1))} · Noon`, '/calendar/e-yesterday'],
      [`Activity with Grace Hopper${dayMonth(fromToday(-400))} · Evening · Canceled`, '/calendar/e-last-year'],
    ]);
  });

  it("lists recurring events as 'Yearly at day / month', linking to each", async () => {
    await openPerson(detail({ recurringEvents: [recurringEvent()] }));
    expect(linksIn('Recurring events')).toEqual([["Grace Hopper's BirthdayYearly at 9 / 12", `/recurringevents/${BIRTHDAY_ID}`]]);
  });

  it('says so when there are no events yet', async () => {
    await openPerson();
    expect(screen.getByText('Nothing planned yet.')).toBeTruthy();
    expect(screen.getByText('No events yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add one' }).getAttribute('href')).toBe(`/network/${GRACE_ID}/editrecurringevents`);
  });

  it.each([
    ['Edit', `/network/${GRACE_ID}/edit`, 'Edit person'],
    ['Recurring Events', `/network/${GRACE_ID}/editrecurringevents`, 'Recurring events'],
  ])('opens %s from the speed dial', async (action, path, heading) => {
    const app = await openPerson();
    await app.user.click(await screen.findByRole('button', { name: 'Person actions' }));
    await app.user.click(screen.getByRole('menuitem', { name: action }));
    expect(app.location().pathname).toBe(path);
    await app.fakes.settle('fetchPersonDetail', { output: success(detail()) });
    await screen.findByRole('heading', { name: heading });
  });

  it("opens the person's messaging app through its deep link", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const app = await openPerson(detail({
      personDetails: person({ externalMessagingPlatform: 'whatsapp', externalMessagingId: '+44 7700 900123' }),
    }));
    await app.user.click(screen.getByRole('button', { name: 'Message Grace Hopper' }));
    expect(open).toHaveBeenCalledWith('https://wa.me/447700900123', '_blank', 'noopener,noreferrer');
    expect(app.location().pathname).toBe(`/network/${GRACE_ID}`);
  });

  it('without a messaging platform and id, asks for them on the edit page', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const app = await openPerson(detail({ personDetails: person({ externalMessagingPlatform: 'signal', externalMessagingId: null }) }));
    await app.user.click(screen.getByRole('button', { name: 'Message Grace Hopper' }));
    expect(open).not.toHaveBeenCalled();
    expect(app.location().pathname).toBe(`/network/${GRACE_ID}/edit`);
    await app.fakes.settle('fetchPersonDetail', { output: success(detail()) });
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill person messaging platform and ID to manage...');
    expect(field('Messaging ID')).toHaveProperty('value', '');
  });

  it.each([
    [failure('Person not found'), 'Error fetching person: Person not found'],
    [{ error: new Error('Network down') }, 'Error fetching person'],
  ])('shows why the person could not be loaded', async (outcome, message) => {
    const app = renderApp(`/network/${GRACE_ID}`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    expect(screen.getByRole('status', { name: 'Loading person' })).toBeTruthy();
    await app.fakes.settle('fetchPersonDetail', 'error' in outcome ? outcome : { output: outcome });
    expect((await screen.findByRole('alert')).textContent).toBe(`${message}Try again`);
    expect(screen.getByRole('link', { name: 'Close' }).getAttribute('href')).toBe('/network');
  });
});

describe('indicating a plan on /network/{personId}', () => {
  it('turns a tapped free slot of the week into a proposed plan with the person, then shows it', async () => {
    const app = await openPerson();
    await app.user.click(screen.getByRole('button', { name: 'Indicate plan' }));
    await screen.findByRole('heading', { name: 'Weekly' });
    await app.fakes.settle('fetchEventsWindow', { output: success({ events: [], meta: { externalCalendarStatus: 'NOT_CONNECTED', integrationUsed: null, busySlots: [] } }) });

    await app.user.click(screen.getByRole('button', { name: 'Plan something in the evening' }));
    expect(app.fakes.inputsOf('createEvent')).toEqual([{
      personId: GRACE_ID, eventDate: fromToday(0), eventTimeSlot: 'evening', eventActivity: 'drinks', status: 'proposed',
    }]);
    await app.fakes.settle('createEvent', { output: success({ eventId: 'new-event' }) });
    expect(screen.getByRole('link', { name: 'View event' }).getAttribute('href')).toBe('/calendar/new-event');
    // The week and the person's own lists load again, so the new plan shows in both.
    expect(app.fakes.isRunning('fetchEventsWindow')).toBe(true);
    expect(app.fakes.isRunning('fetchPersonDetail')).toBe(true);
  });

  it('shows why a plan could not be indicated', async () => {
    const app = await openPerson();
    await app.user.click(screen.getByRole('button', { name: 'Indicate plan' }));
    await app.user.click(await screen.findByRole('button', { name: 'Plan something in the morning' }));
    await app.fakes.settle('createEvent', { output: failure('Person not found') });
    expect(screen.getByText('Error adding event:Person not found')).toBeTruthy();
  });
});

describe('/network/{personId} in German', () => {
  useLanguage('de');

  it("says the person could not be loaded in the app's language, and follows a change of language", async () => {
    const app = renderApp(`/network/${GRACE_ID}`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    // The server answers in the language the app asks in.
    await app.fakes.settle('fetchPersonDetail', { output: failure('Person nicht gefunden') });
    expect(screen.getByRole('alert').textContent).toBe('Fehler beim Laden der Person: Person nicht gefundenNochmal versuchen');

    await act(() => switchLocale('fr'));
    expect(screen.getByRole('alert').textContent).toBe('Erreur lors du chargement de la personne : Person nicht gefundenRéessayer');
  });

  it('names the unexpected failure alone', async () => {
    const app = renderApp(`/network/${GRACE_ID}`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await app.fakes.settle('fetchPersonDetail', { error: new Error('Network down') });
    expect(screen.getByRole('alert').textContent).toBe('Fehler beim Laden der PersonNochmal versuchen');
  });
});

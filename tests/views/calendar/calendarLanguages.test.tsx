import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { success } from '../support/fixtures';
import { useLanguage } from '../support/language';
import { calendarEvent, eventsWindow, openSignedIn, useFixedToday } from './eventFixtures';

/** /calendar for Ada with two plans today and one tomorrow. */
async function openCalendar() {
  const app = await openSignedIn('/calendar');
  await app.fakes.settle('fetchEventsWindow', {
    output: success(eventsWindow([
      calendarEvent({ eventId: 'e1' }),
      calendarEvent({ eventId: 'e2', eventTimeSlot: 'morning', eventTitle: 'Breakfast' }),
      calendarEvent({ eventId: 'e3', eventDate: '2026-11-26' }),
    ])),
  });
  return app;
}

/** The month grid's day buttons whose names count events. */
const countedDays = () => screen.getAllByRole('gridcell').map((cell) => within(cell).getByRole('button').getAttribute('aria-label'))
  .filter((name) => /\d+ \p{L}+$/u.test(name ?? ''));

describe('/calendar in German', () => {
  useLanguage('de');
  beforeEach(() => {
    useFixedToday();
  });

  it('names the page, its buttons, the day panel and its slots in German, and counts events with the plural', async () => {
    await openCalendar();
    expect(await screen.findByRole('button', { name: 'Weiter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeTruthy();
    expect(document.title).toBe('Kalender | FunPlans');
    expect(countedDays()).toEqual(['MI 25.11., 2 Termine', 'DO 26.11., 1 Termin']);
    const panel = screen.getByRole('region', { name: 'Pläne für 25. Nov.' });
    expect(within(panel).getByRole('button', { name: 'Am Morgen etwas planen' }).textContent).toBe('Planen');
  });

  it("names the new plan's form and its fields in German", async () => {
    const app = await openCalendar();
    await app.user.click(await screen.findByRole('button', { name: 'Am Abend etwas planen' }));
    const form = await screen.findByRole('form', { name: 'Neuer Plan am Abend' });
    expect(within(form).getByRole('heading', { name: 'Neuer Plan · Abend' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Plan hinzufügen' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
  });
});

describe('/calendar in French', () => {
  useLanguage('fr');
  beforeEach(() => {
    useFixedToday();
  });

  it('names the buttons and the day panel in French, and counts events with the plural', async () => {
    await openCalendar();
    expect(await screen.findByRole('button', { name: 'Suivant' })).toBeTruthy();
    expect(document.title).toBe('Agenda | FunPlans');
    expect(countedDays()).toEqual(['MER. 25/11, 2 événements', 'JEU. 26/11, 1 événement']);
    expect(screen.getByRole('region', { name: 'Plans du 25 nov.' })).toBeTruthy();
  });
});

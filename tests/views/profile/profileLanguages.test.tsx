import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADA, success } from '../support/fixtures';
import { useLanguage } from '../support/language';
import { renderApp } from '../support/renderApp';
import { useFixedToday } from '../calendar/eventFixtures';
import { REPORT } from './profileFixtures';

async function open(url: string, user = ADA) {
  const app = renderApp(url);
  await app.fakes.settle('fetchCurrentUser', { output: success(user) });
  return app;
}

/** The profile's facts, term by description. */
const facts = () => {
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const details = screen.getAllByRole('definition').map((detail) => detail.textContent);
  return Object.fromEntries(terms.map((term, i) => [term, details[i]]));
};

describe('the profile pages in German', () => {
  useLanguage('de');

  it('show the profile with its facts, links and lists in German', async () => {
    await open('/profile', { ...ADA, country: 'France', city: 'Atlantis', geo: null });
    await screen.findByRole('heading', { level: 1, name: 'Ich' });
    expect(document.title).toBe('Ich | FunPlans');
    expect(facts()).toEqual({ Ort: 'Atlantis, France', Geburtstag: 'Noch nicht festgelegt', Tarif: 'TESTPHASE bis Dec 22nd' });
    expect(screen.getByRole('alert').textContent).toBe('Keine Geodaten für Atlantis, France gefunden');
    const links = within(screen.getByRole('list', { name: 'Mehr über dich' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Berichte', 'Feiertage & Jahrestage', 'Verbindungen']);
    expect(screen.getByRole('heading', { name: 'Demnächst' })).toBeTruthy();
  });

  it("count a person's events in the reports with the plural", async () => {
    useFixedToday();
    const app = await open('/reports');
    await app.fakes.settle('fetchReport', { output: success(REPORT) });
    await screen.findByRole('heading', { level: 1, name: 'Berichte' });
    const top = within(screen.getByRole('region', { name: 'Top dieses Jahr' })).getAllByRole('link');
    expect(top.map((link) => link.textContent)).toEqual(['Grace Hopper4 Termine', 'Alan Turing2 Termine']);
    expect(within(screen.getByRole('region', { name: 'November 2026' })).getAllByRole('link').map((link) => link.textContent))
      .toEqual(['Alan Turing2 Termine', 'Grace Hopper1 Termin']);
    expect(screen.getByRole('button', { name: 'Vorheriges Jahr' })).toBeTruthy();
  });
});

describe('the profile page in Italian', () => {
  useLanguage('it');
  beforeEach(() => {
    useFixedToday();
  });

  it('shows its facts and links in Italian', async () => {
    await open('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Io' });
    expect(Object.keys(facts())).toEqual(['Luogo', 'Compleanno', 'Abbonamento']);
    expect(screen.getAllByText('Non ancora impostato')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Modifica profilo' }).getAttribute('href')).toBe('/profile/edit');
  });
});

import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADA, success } from '../support/fixtures';
import { useLanguage } from '../support/language';
import { renderApp } from '../support/renderApp';
import { useFixedToday } from '../calendar/eventFixtures';
import { REPORT, holidaysOf } from './profileFixtures';

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
    await open('/profile', { ...ADA, country: 'France', city: 'Atlantis', geo: null, birthDate: '1990-02-28' });
    await screen.findByRole('heading', { level: 1, name: 'Ich' });
    expect(document.title).toBe('Ich | FunPlans');
    expect(facts()).toEqual({ Ort: 'Atlantis, France', Geburtstag: '28. Feb. 1990', Tarif: 'TESTPHASE bis 22. Dez.' });
    expect(screen.getByRole('alert').textContent).toBe('Keine Geodaten für Atlantis, France gefunden');
    const links = within(screen.getByRole('list', { name: 'Mehr über dich' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Berichte', 'Feiertage & Jahrestage', 'Verbindungen']);
    expect(screen.getByRole('heading', { name: 'Demnächst' })).toBeTruthy();
  });

  it("name the holidays' months and dates in German, whatever language the server answered in", async () => {
    const app = await open('/holidays');
    // The server's own month names (English here) give way to the page's.
    await app.fakes.settle('fetchHolidays', { output: success(holidaysOf(12)) });
    await screen.findByRole('heading', { level: 1, name: 'Feiertage & Jahrestage' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent).slice(0, 3)).toEqual(['Januar', 'Februar', 'März']);
    const december = screen.getByRole('region', { name: 'Dezember (dieser Monat)' });
    expect(within(december).getByRole('link').textContent).toBe('Christmas Day25. Dez.');
  });

  it("name the reports chart's months in German", async () => {
    useFixedToday();
    const app = await open('/reports');
    await app.fakes.settle('fetchReport', { output: success(REPORT) });
    const chart = await screen.findByRole('img', { name: /^Termine im Monatsverlauf/ });
    expect(chart.getAttribute('aria-label')).toMatch(/^Termine im Monatsverlauf: Dez\. 2025: 1, Jan\. 2026: 0, Feb\. 2026: 3, .*, Nov\. 2026: 3$/);
    // Each month's bar ends with its initial.
    expect([...chart.querySelectorAll('g')].map((bar) => bar.lastElementChild?.textContent).join('')).toBe('DJFMAMJJASON');
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

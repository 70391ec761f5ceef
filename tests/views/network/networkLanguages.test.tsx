import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from '@/views/locale';
import { ADA, success } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { ALAN_ID, fromToday, person } from './peopleFixtures';

/** /network in `locale`, with Grace seen yesterday and Alan twelve days ago. */
async function openNetworkIn(locale: 'de' | 'fr', heading: string) {
  await switchLocale(locale);
  const app = renderApp('/network');
  await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
  await screen.findByRole('heading', { name: heading });
  await app.fakes.settle('fetchPeople', {
    output: success([
      person({ lastSeenDate: fromToday(-1) }),
      person({ personId: ALAN_ID, personName: 'Alan Turing', lastSeenDate: fromToday(-12) }),
    ]),
  });
  return screen.getByRole('list');
}

describe('/network in other languages', () => {
  // The test files of a worker share the active language.
  afterEach(() => switchLocale('en'));

  it('shows the list, its title, the trial banner and the day counts in German', async () => {
    const list = await openNetworkIn('de', 'Netzwerk');
    expect(document.title).toBe('Netzwerk | FunPlans');
    expect(list.getAttribute('aria-label')).toBe('Personen');
    expect(within(list).getByRole('img', { name: '1 Tag seit dem letzten Treffen' }).textContent).toBe('1');
    expect(within(list).getByRole('img', { name: '12 Tage seit dem letzten Treffen' }).textContent).toBe('12');
    expect(within(list).getByRole('img', { name: 'Avatar von Grace Hopper' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/^Aktueller Tarif: TESTPHASE bis \d+\. \S+ – Verwalten$/);
    expect(screen.getByRole('link', { name: 'Person hinzufügen' }).getAttribute('href')).toBe('/network/add');
  });

  it('shows the list, its title and the day counts in French', async () => {
    const list = await openNetworkIn('fr', 'Réseau');
    expect(document.title).toBe('Réseau | FunPlans');
    expect(within(list).getByRole('img', { name: '1 jour depuis la dernière rencontre' })).toBeTruthy();
    expect(within(list).getByRole('img', { name: '12 jours depuis la dernière rencontre' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ajouter une personne' })).toBeTruthy();
  });
});

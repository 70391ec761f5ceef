import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADA, success } from '../support/fixtures';
import { useLanguage } from '../support/language';
import { renderApp } from '../support/renderApp';
import { person } from '../network/peopleFixtures';
import { ROOT, adminDetail, adminUser } from './adminFixtures';

const USERS = [
  adminUser(),
  adminUser({ userId: '3c2b1a09-8f7e-4d6c-9b5a-4a3b2c1d0e10', firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com', personCount: 1, eventCount: 1 }),
  adminUser({ userId: '3c2b1a09-8f7e-4d6c-9b5a-4a3b2c1d0e11', firstName: 'Gone', lastName: 'Away', email: 'gone@example.com', deleted_at: '2026-11-01T10:00:00.000Z' }),
];

const summaries = (list: string) =>
  within(screen.getByRole('list', { name: list })).getAllByRole('link').map((link) => link.querySelector('.MuiListItemText-secondary')?.textContent);

describe('the admin pages in German', () => {
  useLanguage('de');

  it('lists the users with their counts in German, one person and one event in the singular', async () => {
    const app = renderApp('/admin');
    await app.fakes.settle('fetchCurrentUser', { output: success(ROOT) });
    await app.fakes.settle('fetchAdminUsers', { output: success(USERS) });
    await screen.findByRole('list', { name: 'Aktive Nutzer' });
    expect(document.title).toBe('Admin | FunPlans');
    expect(screen.getByRole('tab', { name: 'Einstellungen' })).toBeTruthy();
    expect(summaries('Aktive Nutzer')).toEqual([
      'grace@example.com · TESTPHASE · 2 Personen · 5 Termine',
      'alan@example.com · TESTPHASE · 1 Person · 1 Termin',
    ]);
    await app.user.click(screen.getByRole('tab', { name: 'Gelöscht (1)' }));
    expect(within(screen.getByRole('list', { name: 'Gelöschte Nutzer' })).getByText('Gone Away [GELÖSCHT]')).toBeTruthy();
  });

  it("names a user's rights, plan, sign-up and network's frequencies in German", async () => {
    const other = USERS[1]!;
    const app = renderApp(`/admin/users/${other.userId}`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ROOT) });
    await app.fakes.settle('fetchAdminUser', {
      output: success({ ...adminDetail({ ...other, signupOrigin: 'app' }), userNetwork: [person({ meetFrequency: 'everyfewmonths' })] }),
    });
    await screen.findByRole('heading', { name: 'Alan Turing', level: 1 });
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Rechte')).toBe('Nutzer');
    expect(fact('Tarif')).toMatch(/^TESTPHASE bis /);
    expect(fact('Registriert')).toMatch(/ \(Handy-App\)$/);
    expect(screen.getByRole('button', { name: 'Zu STANDARD wechseln' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Netzwerk' })).getByRole('listitem').textContent).toBe('Grace HopperAlle paar Monate');
  });

  it('warns a non-admin in German', async () => {
    const app = renderApp('/admin');
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    expect(await screen.findByText('Kein Admin! Funktionen gehen nicht')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Nach Name oder E-Mail suchen' })).toBeTruthy();
  });
});

describe('the admin pages in Italian', () => {
  useLanguage('it');

  it('shows a user’s facts and actions in Italian', async () => {
    const other = USERS[1]!;
    const app = renderApp(`/admin/users/${other.userId}`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ROOT) });
    await app.fakes.settle('fetchAdminUser', { output: success(adminDetail(other)) });
    await screen.findByRole('heading', { name: 'Alan Turing', level: 1 });
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Gestisce')).toBe('1 persona, 1 evento');
    expect(fact('Nome utente')).toBe(other.username);
    expect(screen.getByRole('button', { name: 'Passa a STANDARD' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Elimina utente' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rete' })).toBeTruthy();
    expect(screen.getByText('Ancora nessuna persona.')).toBeTruthy();
  });
});

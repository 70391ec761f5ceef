import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLocale } from '@/views/locale';
import { ADA, success } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { connection } from '../network/peopleFixtures';

const GRACE_USER = { userId: '5a1d3c1e-2222-4a4a-8b8b-000000000002', firstName: 'Grace', lastName: 'Murray' };

/** The line naming whom the code belongs to, in bold wherever the language puts the name. */
const foundLine = () => screen.getByText('Grace Murray', { selector: 'strong' }).parentElement?.textContent;

/** /connections in `locale` with one connection; then Grace's invite code looked up. */
async function connectIn(locale: 'de' | 'es', { heading, codeLabel, next }: { heading: string; codeLabel: string; next: string }) {
  await switchLocale(locale);
  const app = renderApp('/connections');
  await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
  await screen.findByRole('heading', { name: heading, level: 1 });
  await app.fakes.settle('fetchConnections', { output: success([connection()]) });
  await app.fakes.settle('fetchPeople', { output: success([]) });
  await app.user.type(screen.getByRole('textbox', { name: codeLabel }), 'GRACE234');
  await app.user.click(screen.getByRole('button', { name: next }));
  await app.fakes.settle('lookUpInviteCode', { output: success(GRACE_USER) });
}

describe('/connections in other languages', () => {
  // The test files of a worker share the active language.
  afterEach(() => switchLocale('en'));

  it('shows the invite code, the connections and the connect steps in German', async () => {
    await connectIn('de', { heading: 'Verbindungen', codeLabel: 'Einladungscode', next: 'Weiter' });
    expect(document.title).toBe('Verbindungen | FunPlans');
    expect(screen.getByRole('heading', { name: 'Dein Einladungscode' })).toBeTruthy();
    expect(screen.getByText('In deinem Netzwerk als Grace Hopper')).toBeTruthy();
    expect(foundLine()).toBe('Grace Murray gefunden. Wer ist das in deinem Netzwerk?');
    expect(screen.getByText(/^Dein Netzwerk ist leer/).textContent).toBe('Dein Netzwerk ist leer: füge sie zuerst als Person hinzu.');
    expect(screen.getByRole('button', { name: 'Bestätigen' })).toBeTruthy();
  });

  it('shows the invite code, the connections and the connect steps in Spanish', async () => {
    await connectIn('es', { heading: 'Conexiones', codeLabel: 'Código de invitación', next: 'Siguiente' });
    expect(screen.getByRole('heading', { name: 'Tu código de invitación' })).toBeTruthy();
    expect(screen.getByText('En tu red como Grace Hopper')).toBeTruthy();
    expect(foundLine()).toBe('Encontrado: Grace Murray. ¿Quién es en tu red?');
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, success } from '../support/fixtures';
import { useLanguage } from '../support/language';
import { signedInAt } from '../integrations/integrationFixtures';
import { accessToken } from './tokenFixtures';

describe('the settings in German', () => {
  useLanguage('de');

  it('shows /settings, its sections and the page title in German', async () => {
    await signedInAt('/settings');
    await screen.findByRole('heading', { name: 'Einstellungen', level: 1 });
    expect(document.title).toBe('Einstellungen | FunPlans');
    const subscription = screen.getByRole('region', { name: 'Abo' });
    expect(within(subscription).getByText(/^Aktueller Tarif: TRIAL bis /)).toBeTruthy();
    expect(within(subscription).getByRole('link', { name: 'Abo verwalten' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wähle, wie FunPlans dich benachrichtigt' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Dein Avatar' })).toBeTruthy();
    const account = screen.getByRole('region', { name: 'Konto' });
    expect(within(account).getByRole('button', { name: 'Konto löschen' })).toBeTruthy();
  });

  it('says in German why feedback was not sent, the machine’s message with the server’s reason', async () => {
    const app = await signedInAt('/subscription');
    await app.fakes.settle('fetchFeedback', { output: success([]) });
    await screen.findByRole('heading', { name: 'Abo', level: 1 });
    expect(screen.getByRole('heading', { name: 'Kostenlos auf Standard upgraden' })).toBeTruthy();
    await app.user.type(screen.getByRole('textbox', { name: 'Dein Feedback' }), 'Mehr Farben');
    await app.user.click(screen.getByRole('button', { name: 'Feedback senden' }));
    await app.fakes.settle('sendFeedback', { output: failure('Database down') });
    expect((await screen.findByRole('alert')).textContent).toBe('Fehler beim Senden des Feedbacks: Database down');
  });
});

describe('the settings in French', () => {
  useLanguage('fr');

  it('shows /settings/tokens in French, a token’s scopes and use, and the form to create one', async () => {
    const app = await signedInAt('/settings/tokens');
    await app.fakes.settle('fetchTokens', { output: success([accessToken()]) });
    await screen.findByRole('heading', { name: 'Jetons d’API', level: 1 });
    const token = within(screen.getByRole('list', { name: 'Jetons d’accès personnels' })).getByRole('listitem');
    expect(within(token).getByText(/^Portées\s: read$/)).toBeTruthy();
    expect(within(token).getByText(/· Jamais utilisé$/)).toBeTruthy();
    expect(within(token).getByRole('button', { name: 'Révoquer Backup script' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Créer un jeton' });
    expect(within(form).getByRole('checkbox', { name: /^read\s: voir tes données$/ })).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'Nom du jeton' })).toBeTruthy();
  });
});

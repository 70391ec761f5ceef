import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, success } from '../support/fixtures';
import { useLanguage } from '../support/language';
import { signedInAt } from '../integrations/integrationFixtures';
import { PREFERENCES } from './notificationFixtures';
import { accessToken } from './tokenFixtures';

describe('the settings in German', () => {
  useLanguage('de');

  it('shows /settings, its sections and the page title in German', async () => {
    await signedInAt('/settings');
    await screen.findByRole('heading', { name: 'Einstellungen', level: 1 });
    expect(document.title).toBe('Einstellungen | FunPlans');
    const subscription = screen.getByRole('region', { name: 'Abo' });
    expect(within(subscription).getByText(/^Aktueller Tarif: TESTPHASE bis /)).toBeTruthy();
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
    expect(screen.getByRole('heading', { name: 'Aktueller Tarif: TESTPHASE', level: 2 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kostenlos auf Standard upgraden' })).toBeTruthy();
    await app.user.type(screen.getByRole('textbox', { name: 'Dein Feedback' }), 'Mehr Farben');
    await app.user.click(screen.getByRole('button', { name: 'Feedback senden' }));
    await app.fakes.settle('sendFeedback', { output: failure('Database down') });
    expect((await screen.findByRole('alert')).textContent).toBe('Fehler beim Senden des Feedbacks: Database down');
  });
});

describe('the notification settings in German', () => {
  useLanguage('de');

  it('names the weekdays of the digest in German, from Monday', async () => {
    const app = await signedInAt('/settings/notifications');
    await app.fakes.settle('fetchNotificationPreferences', { output: success(PREFERENCES) });
    const day = await screen.findByLabelText('Tag der Wochenübersicht');
    expect(within(day).getAllByRole('option').map((option) => option.textContent))
      .toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']);
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

  it('names the events a webhook can get by their technical names and what they mean in French', async () => {
    const app = await signedInAt('/settings/webhooks');
    await app.fakes.settle('fetchWebhooks', { output: success([]) });
    const form = await screen.findByRole('form', { name: 'Ajouter un webhook' });
    const names = [
      'plan.answered\u00a0: quelqu’un a répondu à l’un de tes plans',
      'plan.confirmed\u00a0: un plan a son créneau gagnant',
      'event.created\u00a0: un événement a été ajouté à ton agenda',
      'event.updated\u00a0: un événement a été modifié',
      'event.deleted\u00a0: un événement a été supprimé',
      'person.created\u00a0: une personne a été ajoutée à ton réseau',
    ];
    expect(within(form).getAllByRole('checkbox')).toEqual(names.map((name) => within(form).getByRole('checkbox', { name })));
  });

  it('says in French why the webhooks could not be loaded', async () => {
    const app = await signedInAt('/settings/webhooks');
    await app.fakes.settle('fetchWebhooks', { output: failure('Base de données indisponible') });
    expect((await screen.findByRole('alert')).textContent).toBe('Erreur lors du chargement de tes webhooks : Base de données indisponibleRéessayer');
  });
});

import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Notification, UnreadNotifications } from '@/domain/contract/notifications';
import type { UnseenAnswers } from '@/domain/contract/proposedPlans';
import { dateLabel } from '@/domain/dateLabels';
import type { Result } from '@/domain/result';
import { ActorsProvider, appActors } from '@/views/actors';
import { i18n } from '@/views/locale';
import { InboxLink } from '@/views/plans/InboxLink';
import { slotLabel } from '@/views/plans/slotLabels';
import { FakeActors } from '../../machines/support/fakeActors';
import { ADA, success } from '../support/fixtures';
import { field, fill } from '../support/forms';
import { WithLanguage, useLanguage } from '../support/language';
import { renderApp } from '../support/renderApp';
import { GRACE_ID, today } from '../network/peopleFixtures';
import { PLAN_ID, SHARE_CODE, ownPlan, plan, planSlots, reaction } from './planFixtures';

const answered = (title: string, body: string): Notification => ({
  notificationId: '9a1b2c3d-4e5f-4a6b-8c9d-0e1f2a3b4c01',
  kind: 'plan.answered',
  title,
  body,
  link: `/proposedplans/${PLAN_ID}`,
  read: false,
  created_at: '2026-11-21T10:00:00.000Z',
});

/** /inbox with one unread notification (its words the server's, in the user's language), an own plan and an incoming one. */
async function openInbox(notification: Notification) {
  const app = renderApp('/inbox');
  await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
  await app.fakes.settle('fetchNotifications', { output: success({ notifications: [notification], nextBefore: null, unreadCount: 1 }) });
  await app.fakes.settle('fetchPlans', {
    output: success([ownPlan(), plan({ proposedPlanId: '7d2c9a10-3b1e-4f5a-9c8d-0a1b2c3d4e99', byUserFirstname: 'Grace', status: 'confirmed' })]),
  });
  return app;
}

/** The owner's page of the open plan, Grace's answer on it (two of its three slots). */
async function openOwnPlan() {
  const app = renderApp(`/proposedplans/${PLAN_ID}`);
  await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
  await app.fakes.settle('fetchPlanDetail', { output: success(ownPlan({ reactions: [reaction()] })) });
  await screen.findByRole('heading', { level: 1, name: 'Board games night' });
  return app;
}

/** The inbox link on its own, with three unread notifications and one plan with new answers. */
async function renderInboxLink() {
  const fakes = new FakeActors();
  render(
    <ActorsProvider value={{
      ...appActors,
      fetchUnseenAnswers: fakes.logic<Result<UnseenAnswers>, string>('fetchUnseenAnswers'),
      fetchUnreadNotifications: fakes.logic<Result<UnreadNotifications>, string>('fetchUnreadNotifications'),
    }}
    >
      <WithLanguage><MemoryRouter><InboxLink /></MemoryRouter></WithLanguage>
    </ActorsProvider>,
  );
  await fakes.settle('fetchUnreadNotifications', { output: success({ unreadCount: 3 }) });
  await fakes.settle('fetchUnseenAnswers', { output: success({ plansWithNewAnswers: 1 }) });
}

const rowTexts = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => row.textContent);

describe('the plan pages in German', () => {
  useLanguage('de');

  it('shows /inbox, its notifications and plans in German, with German dates', async () => {
    await openInbox(answered('Grace hat auf Spieleabend geantwortet', 'Grace kann 2 von 3 Zeitfenstern.'));
    const notifications = await screen.findByRole('list', { name: 'Benachrichtigungen' });
    expect(document.title).toBe('Posteingang | FunPlans');
    expect(screen.getByRole('heading', { level: 1, name: 'Posteingang' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Benachrichtigungen (1 ungelesen)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alle als gelesen markieren' })).toBeTruthy();
    expect(within(notifications).getByRole('link').textContent)
      .toBe(`UngelesenGrace hat auf Spieleabend geantwortetGrace kann 2 von 3 Zeitfenstern. · ${dateLabel('2026-11-21', today(), 'de')}`);

    const plans = screen.getByRole('list', { name: 'Pläne' });
    expect(screen.getByRole('heading', { level: 2, name: 'Pläne' })).toBeTruthy();
    const [own, incoming] = within(plans).getAllByRole('link');
    expect(own!.textContent).toBe(`VorgeschlagenBoard games nightDu, mit Grace Hopper · ${dateLabel('2026-11-20', today(), 'de')}`);
    expect(own!.textContent).not.toContain('Nov 20th');
    expect(within(own!).getByRole('img', { name: 'Vorgeschlagen' })).toBeTruthy();
    expect(incoming!.textContent).toContain('Von Grace');
    expect(incoming!.getAttribute('href')).toBe(`/plan/${SHARE_CODE}`);
  });

  it('names the inbox link and its counts in German, with the plural', async () => {
    await renderInboxLink();
    expect(screen.getByRole('link', { name: 'Posteingang, 3 ungelesene Benachrichtigungen, 1 Plan mit neuen Antworten' }).textContent).toBe('3');
  });

  it("shows the owner's plan page in German: status, grid, answers, settings and picking the winner", async () => {
    const app = await openOwnPlan();
    const [first, second, third] = planSlots().map((slot) => slotLabel(slot, today(), i18n));
    expect(first).toMatch(/, Abend$/);
    expect(screen.getByText('Vorgeschlagen')).toBeTruthy();
    expect(screen.getByText('Mit Grace Hopper')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Teilen' })).toBeTruthy();
    expect(screen.getByLabelText('Link zum Teilen').textContent).toBe(`${window.location.origin}/plan/${SHARE_CODE}`);

    const grid = screen.getByRole('table', { name: 'Verfügbarkeiten' });
    expect(within(grid).getByRole('columnheader', { name: 'Zeitfenster' })).toBeTruthy();
    expect(within(grid).getByRole('columnheader', { name: 'Anzahl' })).toBeTruthy();
    expect(rowTexts(grid)).toEqual([`${first}Ja1`, `${second}Ja1`, `${third}–0`]);

    const answers = screen.getByRole('list', { name: 'Antworten' });
    expect(within(answers).getByRole('listitem').textContent)
      .toBe(`Grace · ${dateLabel('2026-11-21', today(), 'de')}Kann: ${first}; ${second} — I bring the snacks`);

    expect(screen.getByRole('switch', { name: 'Benachrichtigungen für diesen Plan stummschalten' })).toBeTruthy();
    await fill(app.user, 'Erwartete Antworten', '0');
    await app.user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Erwartete Antworten muss eine ganze Zahl von 1 bis 200 sein oder leer bleiben');

    const pick = screen.getByRole('region', { name: 'Gewinner wählen' });
    await app.user.click(within(pick).getByRole('button', { name: second }));
    const dialog = await screen.findByRole('dialog', { name: `${second} wählen?` });
    expect(within(dialog).getByRole('button', { name: 'Gewinner wählen' })).toBeTruthy();
  });

  it('proposes a plan in German: weekdays, day buttons, slot fields and errors', async () => {
    const app = renderApp(`/proposeplan/${GRACE_ID}`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await screen.findByRole('heading', { level: 1, name: 'Plan vorschlagen' });
    await app.fakes.settle('fetchBusySlots', { output: success([]) });
    const days = screen.getByRole('group', { name: 'Tippe auf die Tage, die passen könnten (bis zu 20)' });
    expect([...days.querySelectorAll('[aria-hidden]')].map((header) => header.textContent)).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    const tomorrow = today().add({ days: 1 });
    const date = dateLabel(tomorrow.toString(), today(), 'de');
    const weekday = new Intl.DateTimeFormat('de', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${tomorrow.toString()}T12:00Z`));
    await app.user.click(within(days).getByRole('button', { name: `${tomorrow.day}, ${weekday}, ${date}` }));
    expect(field(`Zeitfenster am ${date}`)).toHaveProperty('value', 'evening');
    await app.user.click(screen.getByRole('button', { name: 'Plan vorschlagen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte gib einen Titel ein');
  });
});

describe('the plan pages in Italian', () => {
  useLanguage('it');

  it('shows /inbox in Italian, a plan being a "programma"', async () => {
    await openInbox(answered('Grace ha risposto a Serata giochi', 'Grace può in 2 fasce orarie su 3.'));
    await screen.findByRole('list', { name: 'Notifiche' });
    expect(document.title).toBe('Posta in arrivo | FunPlans');
    expect(screen.getByRole('heading', { level: 2, name: 'Notifiche (1 non lette)' })).toBeTruthy();
    const plans = screen.getByRole('list', { name: 'Programmi' });
    const [own, incoming] = within(plans).getAllByRole('link');
    expect(own!.textContent).toBe(`PropostoBoard games nightTu, con Grace Hopper · ${dateLabel('2026-11-20', today(), 'it')}`);
    expect(incoming!.textContent).toContain('Da Grace');
  });

  it('names the inbox link in Italian', async () => {
    await renderInboxLink();
    expect(screen.getByRole('link', { name: 'Posta in arrivo, 3 notifiche non lette, 1 programma con nuove risposte' })).toBeTruthy();
  });

  it("shows the owner's plan page in Italian", async () => {
    const app = await openOwnPlan();
    const [first, second] = planSlots().map((slot) => slotLabel(slot, today(), i18n));
    expect(first).toMatch(/, Sera$/);
    expect(screen.getByText('Con Grace Hopper')).toBeTruthy();
    expect(rowTexts(screen.getByRole('table', { name: 'Disponibilità' }))[0]).toBe(`${first}Sì1`);
    expect(screen.getByRole('switch', { name: 'Silenzia le notifiche di questo programma' })).toBeTruthy();
    await app.user.click(within(screen.getByRole('region', { name: 'Scegli il vincitore' })).getByRole('button', { name: second }));
    const dialog = await screen.findByRole('dialog', { name: `Scegliere ${second}?` });
    expect(dialog.textContent).toContain('Il programma viene confermato in questa fascia oraria');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserConnectionDetail } from '@/domain/contract/userConnections';
import { LIST } from '@/machines/detailMachine';
import { accountDeleteMachine } from '@/machines/accountDeleteMachine';
import { i18n } from '@lingui/core';
import type { ConfirmMachine } from '@/machines/confirmMachine';
import { connectionDisconnectMachine } from '@/machines/connectionDisconnectMachine';
import { eventDeleteMachine } from '@/machines/eventDeleteMachine';
import { ignoreRuleDeleteMachine } from '@/machines/externalEventMachine';
import { icalFeedRegenerateMachine } from '@/machines/icalFeedMachine';
import { personDeleteMachine } from '@/machines/personDeleteMachine';
import { pushDeviceRemoveMachine } from '@/machines/pushDevicesMachine';
import { webhookDeleteMachine, webhookEnableMachine } from '@/machines/webhookListMachine';
import { recurringEventDeleteMachine } from '@/machines/recurringEventDeleteMachine';
import { userRestoreMachine } from '@/machines/userRestoreMachine';
import { userSoftDeleteMachine } from '@/machines/userSoftDeleteMachine';
import { ADA, UNAUTHORIZED, success } from '../views/support/fixtures';
import { renderApp } from '../views/support/renderApp';
import { ROOT, adminDetail, adminUser } from '../views/admin/adminFixtures';
import { EVENT_ID, openEvent, useFixedToday } from '../views/calendar/eventFixtures';
import { RULE_ID, ignoreRule, signedInAt } from '../views/integrations/integrationFixtures';
import { BIRTHDAY_ID, GRACE_ID, connection, detail, recurringEvent, today } from '../views/network/peopleFixtures';
import { openWithPerson } from '../views/network/openWithPerson';
import { OTHER_DEVICE_ID, device, openNotificationSettings } from '../views/settings/pushFixtures';
import { TOKEN_ID, accessToken, openTokens } from '../views/settings/tokenFixtures';
import { tokenRevokeMachine } from '@/machines/accessTokensMachine';
import { winnerDecision, winnerPickMachine } from '@/machines/winnerPickMachine';
import { slotLabel } from '@/views/plans/slotLabels';
import { EVENT_ID as PLAN_EVENT_ID, PLAN_ID, ownPlan, planSlots, reaction } from '../views/plans/planFixtures';
import { pathName, useFakeClock } from './support/modelTest';
import { createConfirmModel, waitForDialogToClose } from './support/confirmModel';
import { SWITCHED_OFF, WEBHOOK_ID, WEBHOOK_URL, openWebhooks, webhook } from '../views/settings/webhookFixtures';

type App = ReturnType<typeof renderApp>;

/** One page that runs a confirm-then-act machine, and what is its own there. */
interface Use {
  /** Machines of different targets (`any`: a machine's target type is invariant); the table only passes `id` on to it. */
  machine: ConfirmMachine<any>;
  /** The page, opened where the action can be asked for. */
  open(): Promise<App>;
  /** What the action is on, as its actor is given it: an id, or for a plan's winner the decision. */
  id: unknown;
  /** The control that asks for the action; enabled while idle. */
  control(): HTMLElement;
  /**
   * The control is an action of the page's speed dial, which opens first (closed, the dial hides
   * its actions from the accessibility tree: such a control is found by its label).
   */
  inDial?: boolean;
  /** The confirmation's title, a part of its text and its confirming button ('Delete' unless named). */
  dialog: string;
  text: string | RegExp;
  confirmLabel?: string;
  /** What the fake server answers a failed action with, and the page's two error texts (SPEC.md's). */
  failureMessage: string;
  errors: [failure: string, unexpected: string];
  /** The alerts the page shows besides the action's own. */
  otherAlerts?: string[];
  /** The success message (SPEC.md's), for a machine that names one. */
  doneMessage?: string;
  /** What the page does once the action is done. */
  done(app: App): Promise<void>;
  /** The clock: a fixed day for pages that show dates, fake timers for all. */
  clock?: () => void;
}

const GRACE = adminUser();
const DELETED_NOTE = 'This user is deleted: they can no longer log in until restored.';
const CONNECTION: UserConnectionDetail = { ...connection(), userSince: '2025-06-01T10:00:00.000Z' };
const BIRTHDAY = "Grace Hopper's Birthday";
const FEED = 'https://funplans.example/ical/secret-1.ics';
const NEW_FEED = 'https://funplans.example/ical/secret-2.ics';
const button = (name: string) => screen.getByRole('button', { name });
const feedSection = () => screen.getByRole('region', { name: 'Your FunPlans calendar feed' });
const WINNER = planSlots()[1]!;
const winnerLabel = () => slotLabel(WINNER, today(), i18n);

async function openAdminUser(deleted: boolean) {
  const app = renderApp(`/admin/users/${GRACE.userId}`);
  await app.fakes.settle('fetchCurrentUser', { output: success(ROOT) });
  await app.fakes.settle('fetchAdminUser', {
    output: success(adminDetail(deleted ? { deleted_at: '2026-11-20T10:00:00.000Z', deletedByAdminUserId: ROOT.userId } : {})),
  });
  await screen.findByRole('heading', { name: deleted ? 'Grace Murray [DELETED]' : 'Grace Murray' });
  return app;
}

const USES: Record<string, Use> = {
  'account delete on /settings': {
    machine: accountDeleteMachine,
    async open() {
      const app = await signedInAt('/settings');
      await screen.findByRole('heading', { name: 'Settings' });
      return app;
    },
    id: ADA.userId,
    control: () => button('Delete account'),
    dialog: 'Delete your account?',
    text: 'Your network, events, plans and connections are deleted for good. This cannot be undone.',
    failureMessage: 'Database down',
    errors: ['Error deleting account: Database down', 'Unknown error deleting account'],
    doneMessage: 'Account deleted. Sorry to see you go.',
    async done(app) {
      await screen.findByText('Account deleted. Sorry to see you go.');
      // The session finds itself gone, and the page stays to say so.
      await app.fakes.settle('fetchCurrentUser', { output: UNAUTHORIZED });
      await screen.findByText('Not logged in');
      expect(screen.getByText('Account deleted. Sorry to see you go.')).toBeTruthy();
      expect(app.location().pathname).toBe('/settings');
      expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    },
  },
  "an admin's delete of a user": {
    machine: userSoftDeleteMachine,
    open: () => openAdminUser(false),
    id: GRACE.userId,
    control: () => button('Delete user'),
    dialog: 'Delete Grace Murray?',
    text: 'They are logged out at once and can no longer log in. Their data stays for the records.',
    failureMessage: 'User not found',
    errors: ['Error deleting user: User not found', 'Unknown error deleting user'],
    async done(app) {
      // The page loads the user again and shows them deleted, without a delete action.
      await app.fakes.settle('fetchAdminUser', {
        output: success(adminDetail({ deleted_at: '2026-11-22T10:00:00.000Z', deletedByAdminUserId: ROOT.userId })),
      });
      await screen.findByRole('heading', { name: 'Grace Murray [DELETED]' });
      await waitForDialogToClose();
      expect(screen.queryByRole('button', { name: 'Delete user' })).toBeNull();
    },
  },
  "an admin's restore of a deleted user": {
    machine: userRestoreMachine,
    async open() {
      const app = await openAdminUser(true);
      // A deleted user's plan stays as it is until they are restored.
      expect(screen.queryByRole('button', { name: /Switch to/ })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Delete user' })).toBeNull();
      return app;
    },
    id: GRACE.userId,
    control: () => button('Restore user'),
    dialog: 'Restore Grace Murray?',
    text: 'They can log in again and find everything as it was; the others see them again.',
    confirmLabel: 'Restore',
    failureMessage: 'This user is not deleted',
    errors: ['Error restoring user: This user is not deleted', 'Unknown error restoring user'],
    otherAlerts: [DELETED_NOTE],
    async done(app) {
      // The page loads the user again and shows them live, with the delete action back.
      await app.fakes.settle('fetchAdminUser', { output: success(adminDetail()) });
      await screen.findByRole('heading', { name: 'Grace Murray' });
      await waitForDialogToClose();
      expect(screen.queryByRole('button', { name: 'Restore user' })).toBeNull();
      expect(button('Delete user')).toHaveProperty('disabled', false);
      expect(button('Switch to STANDARD')).toBeDefined();
    },
  },
  'disconnect on a connection page': {
    machine: connectionDisconnectMachine,
    async open() {
      const app = await signedInAt(`/connections/${CONNECTION.userConnectionId}`);
      await app.fakes.settle('fetchConnection', { output: success(CONNECTION) });
      await screen.findByRole('heading', { name: 'Grace Murray' });
      return app;
    },
    id: CONNECTION.userConnectionId,
    control: () => button('Disconnect'),
    dialog: 'Disconnect from Grace Murray?',
    text: /^Neither of you sees the connection any more/,
    confirmLabel: 'Disconnect',
    failureMessage: 'Connection not found',
    errors: ['Error disconnecting: Connection not found', 'Unknown error disconnecting'],
    async done(app) {
      await waitForDialogToClose();
      expect(app.location().pathname).toBe('/connections');
      await screen.findByRole('heading', { name: 'Connections' });
    },
  },
  'event delete on its page': {
    machine: eventDeleteMachine,
    clock: useFixedToday,
    open: () => openEvent(`/calendar/${EVENT_ID}`, 'dinner with Grace Hopper'),
    id: EVENT_ID,
    control: () => screen.getByLabelText('Delete', { selector: '[role="menuitem"]' }),
    inDial: true,
    dialog: 'Delete this event?',
    text: 'Sure you want to delete this event?',
    failureMessage: 'Event not found',
    errors: ['Error deleting event: Event not found', 'Unknown error deleting event'],
    doneMessage: 'Poof, this event is gone! Redirecting to home page ...',
    async done(app) {
      expect(app.location().pathname).toBe('/');
      await screen.findByText('Wednesday, Nov 25th');
    },
  },
  'person delete on their page': {
    machine: personDeleteMachine,
    open: () => openWithPerson(`/network/${GRACE_ID}`, 'Grace Hopper'),
    id: GRACE_ID,
    control: () => screen.getByLabelText('Delete', { selector: '[role="menuitem"]' }),
    inDial: true,
    dialog: 'Delete Grace Hopper?',
    text: 'Their events, recurring events and plans are deleted with them.',
    failureMessage: 'Person not found',
    errors: ['Error deleting person: Person not found', 'Unknown error deleting person'],
    doneMessage: 'Poof, this person is gone! Redirecting to network page ...',
    async done(app) {
      expect(app.location().pathname).toBe('/network');
      await screen.findByRole('heading', { name: 'Network' });
    },
  },
  'ignore rule delete on /settings/ignorerules': {
    machine: ignoreRuleDeleteMachine,
    async open() {
      const app = await signedInAt('/settings/ignorerules');
      await app.fakes.settle('fetchIgnoreRules', { output: success([ignoreRule()]) });
      await screen.findByRole('list', { name: 'Ignore rules' });
      return app;
    },
    id: RULE_ID,
    control: () => button("Delete rule 'standup'"),
    dialog: 'Delete this rule?',
    text: "Events matching 'standup' show normally again.",
    failureMessage: 'Rule not found',
    errors: ['Error deleting rule: Rule not found', 'Unknown error deleting rule'],
    async done(app) {
      // The list loads again without the rule.
      await app.fakes.settle('fetchIgnoreRules', { output: success([]) });
      await screen.findByText(/^No ignore rules/);
    },
  },
  "recurring event delete on a person's list of them": {
    machine: recurringEventDeleteMachine,
    open: () => openWithPerson(`/network/${GRACE_ID}/editrecurringevents`, 'Recurring events', detail({ recurringEvents: [recurringEvent()] })),
    id: BIRTHDAY_ID,
    control: () => button(`Delete ${BIRTHDAY}`),
    dialog: `Delete ${BIRTHDAY}?`,
    text: 'It will no longer be listed or remind you.',
    failureMessage: 'Recurring event not found',
    errors: ['Error deleting recurring event: Recurring event not found', 'Unknown error deleting recurring event'],
    async done(app) {
      // The person's list loads again without it.
      await app.fakes.settle('fetchPersonDetail', { output: success(detail()) });
      await screen.findByText('None yet. Birthdays you add show up here and in your reminders.');
      expect(app.location().pathname).toBe(`/network/${GRACE_ID}/editrecurringevents`);
    },
  },
  'recurring event delete on its page': {
    machine: recurringEventDeleteMachine,
    async open() {
      const app = await signedInAt(`/recurringevents/${BIRTHDAY_ID}`);
      await app.fakes.settle('fetchRecurringEvent', { output: success(recurringEvent()) });
      await screen.findByRole('heading', { level: 1, name: BIRTHDAY });
      return app;
    },
    id: BIRTHDAY_ID,
    control: () => button('Delete'),
    dialog: `Delete ${BIRTHDAY}?`,
    text: 'It will no longer be listed or remind you.',
    failureMessage: 'Recurring event not found',
    errors: ['Error deleting recurring event: Recurring event not found', 'Unknown error deleting recurring event'],
    async done(app) {
      // Back to the person the yearly event belonged to.
      expect(app.location().pathname).toBe(`/network/${GRACE_ID}`);
    },
  },
  "the own feed's Regenerate on /settings": {
    machine: icalFeedRegenerateMachine,
    async open() {
      const app = await signedInAt('/settings');
      await app.fakes.settle('fetchIntegrationOptions', { output: success({ googleCalendarConfigured: true }) });
      await app.fakes.settle('fetchIcalFeed', { output: success({ url: FEED }) });
      await within(feedSection()).findByDisplayValue(FEED);
      return app;
    },
    id: LIST,
    control: () => within(feedSection()).getByRole('button', { name: 'Regenerate' }),
    dialog: 'Make a new feed address?',
    text: 'The old address stops working: calendars subscribed to it need the new one.',
    confirmLabel: 'Regenerate',
    failureMessage: 'Database down',
    errors: ['Error regenerating calendar feed: Database down', 'Unknown error regenerating calendar feed'],
    async done(app) {
      // The feed loads again with its new address, which can be regenerated in turn.
      await app.fakes.settle('fetchIcalFeed', { output: success({ url: NEW_FEED }) });
      await within(feedSection()).findByDisplayValue(NEW_FEED);
      expect(within(feedSection()).getByRole('button', { name: 'Regenerate' })).toHaveProperty('disabled', false);
    },
  },
  'webhook delete on /settings/webhooks': {
    machine: webhookDeleteMachine,
    open: () => openWebhooks([webhook()]),
    id: WEBHOOK_ID,
    control: () => button(`Delete webhook ${WEBHOOK_URL}`),
    dialog: 'Delete this webhook?',
    text: `${WEBHOOK_URL} gets no more events.`,
    failureMessage: 'Webhook not found',
    errors: ['Error deleting webhook: Webhook not found', 'Unknown error deleting webhook'],
    async done(app) {
      // The list loads again, without it.
      await app.fakes.settle('fetchWebhooks', { output: success([]) });
      await screen.findByText('No webhooks yet.');
    },
  },
  "a switched-off webhook's Turn back on": {
    machine: webhookEnableMachine,
    open: () => openWebhooks([webhook({ enabled: false, disabledReason: SWITCHED_OFF })]),
    id: WEBHOOK_ID,
    control: () => button('Turn back on'),
    dialog: 'Turn this webhook back on?',
    text: `${WEBHOOK_URL} gets the next events again.`,
    confirmLabel: 'Turn back on',
    failureMessage: 'Database down',
    errors: ['Error turning webhook back on: Database down', 'Unknown error turning webhook back on'],
    otherAlerts: [`${SWITCHED_OFF}Turn back on`],
    async done(app) {
      // The list loads again: the webhook is on, and the note is gone.
      await app.fakes.settle('fetchWebhooks', { output: success([webhook()]) });
      await waitFor(() => expect(screen.queryByText(SWITCHED_OFF)).toBeNull());
    },
  },
  pushDeviceRemove: {
    machine: pushDeviceRemoveMachine,
    open: () => openNotificationSettings([device()]),
    id: OTHER_DEVICE_ID,
    control: () => screen.getByRole('button', { name: 'Remove Safari on iOS' }),
    dialog: 'Remove this device?',
    text: 'Safari on iOS stops getting notifications from FunPlans.',
    confirmLabel: 'Remove',
    failureMessage: 'Database down',
    errors: ['Error removing device: Database down', 'Unknown error removing device'],
    async done(app) {
      // The list loads again, without it.
      await app.fakes.settle('fetchPushSubscriptions', { output: success([]) });
      await screen.findByText('No device gets notifications yet.');
    },
  },
  "picking a plan's winner on /proposedplans/{id}": {
    machine: winnerPickMachine,
    async open() {
      const app = renderApp(`/proposedplans/${PLAN_ID}`);
      await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
      await app.fakes.settle('fetchPlanDetail', { output: success(ownPlan({ reactions: [reaction()] })) });
      await screen.findByRole('heading', { level: 1, name: 'Board games night' });
      return app;
    },
    id: winnerDecision(PLAN_ID, WINNER),
    control: () => within(screen.getByRole('region', { name: 'Pick winner' })).getByRole('button', { name: winnerLabel() }),
    get dialog() {
      return `Pick ${winnerLabel()}?`;
    },
    text: 'The plan is confirmed on this slot and the event is added to your calendar. Answers close.',
    confirmLabel: 'Pick winner',
    failureMessage: 'This plan is no longer open: a winner was picked or it was canceled',
    errors: ['Error picking winner: This plan is no longer open: a winner was picked or it was canceled', 'Unknown error picking winner'],
    async done(app) {
      // The page loads the confirmed plan again: the winner, its event, no more picking.
      const confirmed = ownPlan({
        reactions: [reaction()], status: 'confirmed', planOutcomeDate: WINNER.date, planOutcomeTimeSlot: WINNER.timeSlot, eventId: PLAN_EVENT_ID,
      });
      await app.fakes.settle('fetchPlanDetail', { output: success(confirmed) });
      await screen.findByText(`Winner: ${winnerLabel()}`, { exact: false });
      expect(screen.getByText('Confirmed')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'View event' }).getAttribute('href')).toBe(`/calendar/${PLAN_EVENT_ID}`);
      expect(screen.queryByRole('region', { name: 'Pick winner' })).toBeNull();
      expect(app.fakes.inputsOf('fetchPlanDetail')).toEqual([PLAN_ID, PLAN_ID]);
    },
  },
  tokenRevoke: {
    machine: tokenRevokeMachine,
    open: () => openTokens([accessToken()]),
    id: TOKEN_ID,
    control: () => screen.getByRole('button', { name: 'Revoke Backup script' }),
    dialog: 'Revoke this token?',
    text: 'Scripts using Backup script stop working at once. This cannot be undone.',
    confirmLabel: 'Revoke',
    failureMessage: 'Database down',
    errors: ['Error revoking token: Database down', 'Unknown error revoking token'],
    async done(app) {
      // The list loads again, without it.
      await app.fakes.settle('fetchTokens', { output: success([]) });
      await screen.findByText('No token yet.');
    },
  },
};

describe.each(Object.entries(USES))('the confirm-then-act machine: %s', (_, use) => {
  const model = createConfirmModel(use.machine, { id: use.id, failureMessage: use.failureMessage });
  const dialog = () => screen.queryByRole('dialog', { name: use.dialog });
  const dialogButton = (name: string) => within(dialog() as HTMLElement).getByRole('button', { name });
  const confirmLabel = use.confirmLabel ?? 'Delete';
  const actor = use.machine.appActor;

  beforeEach(() => {
    (use.clock ?? useFakeClock)();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  // Shortest paths to every state, and one more for each other transition (cancelling, trying again).
  it.each(model.transitionPaths().map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    const app = await use.open();
    const page = app.location().pathname;
    // The speed dial's code loads after the page's first paint.
    if (use.inDial) await screen.findByRole('button', { name: /actions$/ });

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'delete.request': async () => {
          // A speed dial's action shows once the dial is open.
          if (use.inDial) await app.user.click(screen.getByRole('button', { name: /actions$/ }));
          await app.user.click(use.control());
          // The dialog's code loads when it is first asked for.
          await screen.findByRole('dialog', { name: use.dialog });
        },
        'delete.confirm': async () => app.user.click(dialogButton(confirmLabel)),
        'delete.cancel': async () => app.user.click(dialogButton('Cancel')),
      },
      states: {
        idle: async ({ context }) => {
          const errorMessage = context.errorMessage && i18n._(context.errorMessage);
          await waitForDialogToClose();
          // The page shows why the action failed, if it did, as its only alert of its own.
          expect(screen.queryAllByRole('alert').map((alert) => alert.textContent))
            .toEqual([...(errorMessage ? [errorMessage] : []), ...use.otherAlerts ?? []]);
          if (errorMessage) expect(use.errors).toContain(errorMessage);
          expect(use.control()).toHaveProperty('disabled', false);
          expect(app.location().pathname).toBe(page);
        },
        confirming: async () => {
          expect(dialog()).not.toBeNull();
          expect(within(dialog() as HTMLElement).getByText(use.text)).toBeTruthy();
          expect(dialogButton(confirmLabel)).toHaveProperty('disabled', false);
          expect(app.fakes.isRunning(actor)).toBe(false);
        },
        acting: async () => {
          expect(dialogButton('Cancel')).toHaveProperty('disabled', true);
          expect(dialogButton(confirmLabel)).toHaveProperty('disabled', true);
          expect(app.fakes.isRunning(actor)).toBe(true);
          expect(app.fakes.inputsOf(actor).at(-1)).toEqual(use.id);
        },
        redirecting: async ({ context }) => {
          expect(context.doneMessage && i18n._(context.doneMessage)).toBe(use.doneMessage);
          expect((await screen.findByRole('alert')).textContent).toBe(use.doneMessage);
          await waitForDialogToClose();
          // The page stays until the redirect delay has passed.
          expect(app.location().pathname).toBe(page);
          expect(use.control()).toHaveProperty('disabled', true);
        },
        done: async ({ context }) => {
          expect(context.doneMessage && i18n._(context.doneMessage)).toBe(use.doneMessage ?? null);
          await use.done(app);
        },
      },
    });
  }, 30_000);
});

import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { UserConnectionDetail } from '@/domain/contract/userConnections';
import type { ForAppActor } from '@/machines/appActor';
import { adminUserDetailMachine, adminUserListMachine } from '@/machines/adminUserDetailMachine';
import { connectionDetailMachine, connectionListMachine } from '@/machines/connectionDetailMachine';
import { LIST } from '@/machines/detailMachine';
import { eventDetailMachine } from '@/machines/eventDetailMachine';
import { externalEventDetailMachine, ignoreRuleListMachine } from '@/machines/externalEventMachine';
import { feedbackListMachine } from '@/machines/feedbackListMachine';
import { homeMachine } from '@/machines/homeMachine';
import { icalFeedMachine } from '@/machines/icalFeedMachine';
import { inboxMachine } from '@/machines/inboxMachine';
import { integrationListMachine, integrationOptionsMachine } from '@/machines/integrationListMachine';
import { planDetailMachine } from '@/machines/planDetailMachine';
import { notificationDeliveriesMachine } from '@/machines/notificationDeliveriesMachine';
import { profileEventsMachine } from '@/machines/profileEventsMachine';
import { pushDevicesMachine } from '@/machines/pushDevicesMachine';
import { unreadNotificationsMachine } from '@/machines/unreadNotificationsMachine';
import { webhookDeliveriesMachine, webhookListMachine } from '@/machines/webhookListMachine';
import { unseenAnswersMachine } from '@/machines/unseenAnswersMachine';
import { ADA, failure, success } from '../views/support/fixtures';
import { shown } from '../views/support/language';
import { renderApp } from '../views/support/renderApp';
import { ROOT, adminDetail, adminUser } from '../views/admin/adminFixtures';
import { EMPTY_HOME, EVENT_ID, TODAY, calendarEvent, useFixedToday } from '../views/calendar/eventFixtures';
import {
  EXTERNAL_EVENT_ID, externalEvent, ignoreRule, integration, signedInAt,
} from '../views/integrations/integrationFixtures';
import { connection, person } from '../views/network/peopleFixtures';
import { PLAN_ID, ownPlan, plan } from '../views/plans/planFixtures';
import { delivery } from '../views/settings/notificationFixtures';
import { device } from '../views/settings/pushFixtures';
import { WEBHOOK_ID, WEBHOOK_URL, webhook, webhookDelivery } from '../views/settings/webhookFixtures';
import { accessToken } from '../views/settings/tokenFixtures';
import { tokenListMachine } from '@/machines/accessTokensMachine';
import { covering, createModel, pathName } from './support/modelTest';

type App = ReturnType<typeof renderApp>;

/** One page that loads with a detail machine, and what it shows of it. */
interface Use {
  machine: ForAppActor<AnyStateMachine>;
  /** The page, opened (and signed in) until its load is asked for. */
  open(): Promise<App>;
  /** What the machine is started with: the id its actor is given. */
  id: string;
  /** What the fake server answers. */
  data: unknown;
  /** The page's two error texts: with the server's message ('Database down'), and for a call that threw. */
  errors: [failure: string, unexpected: string];
  /** What the page shows while it loads (the first time), once loaded, and when loading failed. */
  loading(app: App): void;
  loaded(app: App): Promise<void>;
  failed(errorMessage: string): void;
  /** How the user asks to load again after a failure ('Try again'), where the page offers it. */
  retry?(app: App): Promise<void>;
}

const region = (name: string) => screen.getByRole('region', { name });
const listEmptyText = (name: string) => within(region(name)).getByText(/./, { selector: 'p' }).textContent;
const tryAgain = async (app: App) => app.user.click(screen.getByRole('button', { name: 'Try again' }));
const onlyAlert = (text: string) => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([text]);

/** A page that shows placeholders until loaded, and why it failed with 'Try again' (DetailPending). */
const pending = (title: string) => ({
  loading: () => {
    expect(screen.getByRole('status', { name: `Loading ${title.toLowerCase()}` })).toBeTruthy();
  },
  failed: (errorMessage: string) => onlyAlert(`${errorMessage}Try again`),
  retry: tryAgain,
});

async function openAs(url: string, user = ADA) {
  const app = renderApp(url);
  await app.fakes.settle('fetchCurrentUser', { output: success(user) });
  return app;
}

const CONNECTION: UserConnectionDetail = { ...connection(), userSince: '2025-06-01T10:00:00.000Z' };
const FEED = 'https://funplans.example/ical/secret-1.ics';
const HOME = { ...EMPTY_HOME, suggestions: [{ ...person(), daysOverdue: 3 }] };

const USES: Record<string, Use> = {
  '/settings/tokens lists the tokens': {
    machine: tokenListMachine,
    open: () => openAs('/settings/tokens'),
    id: LIST,
    data: [accessToken()],
    errors: ['Error fetching your tokens: Database down', 'Error fetching your tokens'],
    loading: () => expect(within(region('Your tokens')).getByText('Loading ...')).toBeTruthy(),
    loaded: async () => {
      const list = within(region('Your tokens')).getByRole('list', { name: 'Personal access tokens' });
      expect(within(list).getByText('Backup script')).toBeTruthy();
      expect(within(list).getByText('Scopes: read')).toBeTruthy();
      expect(within(list).getByText(/^Expires .* · Never used$/)).toBeTruthy();
      expect(within(list).getByRole('button', { name: 'Revoke Backup script' })).toBeTruthy();
    },
    failed: (errorMessage) => onlyAlert(errorMessage),
  },
  '/settings/notifications lists the devices': {
    machine: pushDevicesMachine,
    open: () => openAs('/settings/notifications'),
    id: LIST,
    data: [device()],
    errors: ['Error fetching your devices: Database down', 'Error fetching your devices'],
    loading: () => expect(within(region('Your devices')).getByText('Loading ...')).toBeTruthy(),
    loaded: async () => {
      const list = within(region('Your devices')).getByRole('list', { name: 'Devices that get notifications' });
      expect(within(list).getByText('Safari on iOS')).toBeTruthy();
      expect(within(list).getByRole('button', { name: 'Remove Safari on iOS' })).toBeTruthy();
    },
    failed: (errorMessage) => onlyAlert(errorMessage),
  },
  '/settings/notifications lists what was sent': {
    machine: notificationDeliveriesMachine,
    open: () => openAs('/settings/notifications'),
    id: LIST,
    data: [
      delivery({
        deliveryId: '0c7d8a55-4b1e-4f0a-9a6e-2d3c4b5a6f02', status: 'failed', channel: 'push', target: 'Safari on iOS',
        kind: 'reminder.upcoming', lastError: 'The push service could not be reached', lastErrorCode: 'pushUnavailable', sentAt: null,
      }),
      delivery(),
    ],
    errors: ['Error fetching what was sent: Database down', 'Error fetching what was sent'],
    loading: () => expect(within(region('Recently sent')).getByText('Loading ...')).toBeTruthy(),
    loaded: async () => {
      const list = within(region('Recently sent')).getByRole('list', { name: 'Sent notifications' });
      const [failed, sent] = within(list).getAllByRole('listitem').map((item) => item.textContent);
      expect(failed).toMatch(/^Reminders the day beforePush to Safari on iOS · Failed · Nov 20th( 2026)?, 08:00The push service could not be reached$/);
      expect(sent).toMatch(/^Someone answered my planEmail to ada@example.com · Sent · Nov 20th( 2026)?, 08:00$/);
    },
    failed: (errorMessage) => onlyAlert(errorMessage),
  },
  '/settings/webhooks lists the webhooks': {
    machine: webhookListMachine,
    open: () => openAs('/settings/webhooks'),
    id: LIST,
    data: [webhook()],
    errors: ['Error fetching your webhooks: Database down', 'Error fetching your webhooks'],
    ...pending('Webhooks'),
    loaded: async () => {
      expect(within(await screen.findByRole('region', { name: WEBHOOK_URL })).getByText('plan.answered, event.created')).toBeTruthy();
    },
  },
  "/settings/webhooks shows a webhook's deliveries": {
    machine: webhookDeliveriesMachine,
    async open() {
      const app = await openAs('/settings/webhooks');
      await app.fakes.settle('fetchWebhooks', { output: success([webhook()]) });
      await screen.findByRole('region', { name: WEBHOOK_URL });
      return app;
    },
    id: WEBHOOK_ID,
    data: [webhookDelivery({ status: 'pending', lastStatusCode: 500, lastAnswer: 'Internal error' })],
    errors: ['Error fetching deliveries: Database down', 'Error fetching deliveries'],
    loading: () => expect(within(region(WEBHOOK_URL)).getByText('Loading deliveries ...')).toBeTruthy(),
    loaded: async () => {
      const table = within(region(WEBHOOK_URL)).getByRole('table', { name: 'Latest deliveries' });
      expect(within(table).getAllByRole('row')[1]!.textContent).toMatch(/^plan\.answered.*retrying5002Internal error$/);
    },
    failed: (errorMessage) => onlyAlert(`${errorMessage}Try again`),
    retry: tryAgain,
  },
  '/admin lists the users': {
    machine: adminUserListMachine,
    open: () => openAs('/admin', ROOT),
    id: LIST,
    data: [adminUser()],
    errors: ['Error fetching users: Database down', 'Error fetching users'],
    loading: () => expect(listEmptyText('Active users')).toBe('Loading ...'),
    loaded: async () => {
      expect(within(region('Active users')).getByRole('link', { name: /^Grace Murray/ })).toBeTruthy();
      expect(screen.getByRole('tab', { name: 'Active (1)' })).toBeTruthy();
    },
    failed: (errorMessage) => onlyAlert(errorMessage),
  },
  '/admin/users/{id} shows a user': {
    machine: adminUserDetailMachine,
    open: () => openAs(`/admin/users/${adminUser().userId}`, ROOT),
    id: adminUser().userId,
    data: adminDetail(),
    errors: ['Error fetching user: Database down', 'Error fetching user'],
    ...pending('User'),
    loaded: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Grace Murray' })).toBeTruthy();
      expect(screen.getByText('Please add a dark theme')).toBeTruthy();
    },
  },
  '/connections lists the connections': {
    machine: connectionListMachine,
    open: () => openAs('/connections'),
    id: LIST,
    data: [connection()],
    errors: ['Error fetching connections: Database down', 'Error fetching connections'],
    loading: () => expect(listEmptyText('My Connections')).toBe('Loading ...'),
    loaded: async () => {
      expect(within(region('My Connections')).getByRole('link', { name: 'Grace Murray In your network as Grace Hopper' })).toBeTruthy();
    },
    // The list says why it is empty.
    failed: (errorMessage) => expect(listEmptyText('My Connections')).toBe(errorMessage),
  },
  '/connections/{id} shows a connection': {
    machine: connectionDetailMachine,
    open: () => openAs(`/connections/${CONNECTION.userConnectionId}`),
    id: CONNECTION.userConnectionId,
    data: CONNECTION,
    errors: ['Error fetching connection: Database down', 'Error fetching connection'],
    ...pending('Connection'),
    loaded: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Grace Murray' })).toBeTruthy();
      expect(document.title).toBe('Grace Murray | FunPlans');
    },
  },
  '/calendar/{id} shows an event': {
    machine: eventDetailMachine,
    open: () => openAs(`/calendar/${EVENT_ID}`),
    id: EVENT_ID,
    data: calendarEvent(),
    errors: ['Error fetching event: Database down', 'Error fetching event'],
    ...pending('Event'),
    loaded: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'dinner with Grace Hopper' })).toBeTruthy();
    },
  },
  '/calendar/{id}/edit edits an event': {
    machine: eventDetailMachine,
    open: () => openAs(`/calendar/${EVENT_ID}/edit`),
    id: EVENT_ID,
    data: calendarEvent({ eventTitle: 'Board games' }),
    errors: ['Error fetching event: Database down', 'Error fetching event'],
    ...pending('Edit event'),
    loaded: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Edit event' })).toBeTruthy();
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Board games');
    },
  },
  '/externalcalendar/{id} shows an external event': {
    machine: externalEventDetailMachine,
    open: () => openAs(`/externalcalendar/${EXTERNAL_EVENT_ID}`),
    id: EXTERNAL_EVENT_ID,
    data: { event: externalEvent(), integration: integration({ activeCalendarName: 'Work' }) },
    errors: ['Error fetching event: Database down', 'Error fetching event'],
    ...pending('External event'),
    loaded: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Team standup' })).toBeTruthy();
      expect(screen.getByText('Google Calendar: Work')).toBeTruthy();
    },
  },
  '/settings/ignorerules lists the ignore rules': {
    machine: ignoreRuleListMachine,
    open: () => openAs('/settings/ignorerules'),
    id: LIST,
    data: [ignoreRule()],
    errors: ['Error fetching ignore rules: Database down', 'Error fetching ignore rules'],
    ...pending('Ignore rules'),
    loaded: async () => {
      expect(within(await screen.findByRole('list', { name: 'Ignore rules' })).getByText('standup')).toBeTruthy();
    },
  },
  '/subscription lists the feedback sent': {
    machine: feedbackListMachine,
    open: () => openAs('/subscription'),
    id: LIST,
    data: [{ feedbackId: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d', feedbackText: 'More colours please', created_at: '2026-11-20T09:00:00.000Z' }],
    errors: ['Error fetching feedback: Database down', 'Error fetching feedback'],
    // Until it is loaded, nothing was sent as far as the page knows.
    loading: () => expect(listEmptyText('Feedback you sent')).toBe('Nothing yet.'),
    loaded: async () => {
      expect(within(region('Feedback you sent')).getByText('More colours please')).toBeTruthy();
    },
    failed: (errorMessage) => onlyAlert(errorMessage),
  },
  "Home's next plan, reminders and suggestions": {
    machine: homeMachine,
    open: () => openAs('/'),
    id: LIST,
    data: HOME,
    errors: ['Error fetching events: Database down', 'Error fetching events'],
    loading: () => {
      expect(listEmptyText('Reminders')).toBe('Loading ...');
      expect(listEmptyText('Catch-Up Suggestions')).toBe('Loading ...');
    },
    loaded: async () => {
      expect(listEmptyText('Reminders')).toBe('No birthdays or holidays in the next 30 days.');
      expect(within(region('Catch-Up Suggestions')).getByRole('link', { name: /^Grace Hopper/ })).toBeTruthy();
    },
    failed: (errorMessage) => onlyAlert(`${errorMessage}Try again`),
    retry: tryAgain,
  },
  "Home's inbox link counts the plans with new answers": {
    machine: unseenAnswersMachine,
    open: () => openAs('/'),
    id: LIST,
    data: { plansWithNewAnswers: 2 },
    errors: ['Error fetching plans: Database down', 'Error fetching plans'],
    loading: () => expect(screen.getByRole('link', { name: 'Inbox' })).toBeTruthy(),
    loaded: async () => {
      expect(await screen.findByRole('link', { name: 'Inbox, 2 plans with new answers' })).toBeTruthy();
    },
    // Without the count, the link is still there.
    failed: () => expect(screen.getByRole('link', { name: 'Inbox' })).toBeTruthy(),
  },
  "Home's inbox link counts the unread notifications": {
    machine: unreadNotificationsMachine,
    open: () => openAs('/'),
    id: LIST,
    data: { unreadCount: 4 },
    errors: ['Error fetching notifications: Database down', 'Error fetching notifications'],
    loading: () => expect(screen.getByRole('link', { name: 'Inbox' })).toBeTruthy(),
    loaded: async () => {
      const link = await screen.findByRole('link', { name: 'Inbox, 4 unread notifications' });
      expect(link.textContent).toBe('4');
    },
    // Without the count, the link is still there.
    failed: () => expect(screen.getByRole('link', { name: 'Inbox' })).toBeTruthy(),
  },
  "/settings's own feed address": {
    machine: icalFeedMachine,
    open: () => signedInAt('/settings'),
    id: LIST,
    data: { url: FEED },
    errors: ['Error fetching calendar feed: Database down', 'Error fetching calendar feed'],
    loading: () => expect(within(region('Your FunPlans calendar feed')).queryByRole('textbox')).toBeNull(),
    loaded: async () => {
      expect(within(region('Your FunPlans calendar feed')).getByRole('textbox', { name: 'Feed address' })).toHaveProperty('value', FEED);
    },
    failed: (errorMessage) => expect(within(region('Your FunPlans calendar feed')).getByRole('alert').textContent).toBe(errorMessage),
  },
  '/inbox lists the plans': {
    machine: inboxMachine,
    open: () => openAs('/inbox'),
    id: LIST,
    data: [plan({ isOwner: true, personName: 'Grace Hopper' })],
    errors: ['Error fetching plans: Database down', 'Error fetching plans'],
    loading: () => expect(screen.getByLabelText('Loading plans')).toBeTruthy(),
    loaded: async () => {
      expect(within(screen.getByRole('list', { name: 'Plans' })).getByRole('link', { name: /Board games night/ })
        .getAttribute('href')).toBe(`/proposedplans/${PLAN_ID}`);
    },
    failed: (errorMessage) => onlyAlert(`${errorMessage}Try again`),
    retry: tryAgain,
  },
  "/settings's linked calendars": {
    machine: integrationListMachine,
    open: () => signedInAt('/settings'),
    id: LIST,
    data: [integration({ activeCalendarName: 'Work' })],
    errors: ['Error fetching integrations: Database down', 'Error fetching integrations'],
    loading: () => expect(within(region('Calendar integrations')).queryByText('No calendar linked.')).toBeNull(),
    loaded: async () => {
      expect(within(region('Calendar integrations')).getByRole('link', { name: 'Google Calendar: Work' })).toBeTruthy();
    },
    failed: (errorMessage) => expect(within(region('Calendar integrations')).getByText(errorMessage)).toBeTruthy(),
  },
  "/settings's check that Google Calendar can be connected": {
    machine: integrationOptionsMachine,
    open: () => signedInAt('/settings'),
    id: LIST,
    data: { googleCalendarConfigured: true },
    errors: ['Error fetching integrations: Database down', 'Error fetching integrations'],
    loading: () => expect(screen.queryByRole('button', { name: 'Connect Google Calendar' })).toBeNull(),
    loaded: async () => {
      expect(await screen.findByRole('button', { name: 'Connect Google Calendar' })).toBeTruthy();
    },
    failed: (errorMessage) => {
      expect(within(region('Calendar integrations')).getByText(errorMessage)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Connect Google Calendar' })).toBeNull();
    },
  },
  '/proposedplans/{id} shows a plan to its owner': {
    machine: planDetailMachine,
    open: () => openAs(`/proposedplans/${PLAN_ID}`),
    id: PLAN_ID,
    data: ownPlan(),
    errors: ['Error fetching plan: Database down', 'Error fetching plan'],
    ...pending('Proposed plan'),
    loaded: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Board games night' })).toBeTruthy();
    },
  },
  "/profile's upcoming and recent plans": {
    machine: profileEventsMachine,
    open: () => openAs('/profile'),
    // The user's today keys the lists.
    id: TODAY,
    data: { upcoming: [calendarEvent()], recent: [] },
    errors: ['Error fetching events: Database down', 'Error fetching events'],
    loading: () => expect(listEmptyText('Upcoming')).toBe('Loading ...'),
    loaded: async () => {
      expect(within(region('Upcoming')).getByRole('link', { name: /^dinner with Grace Hopper/ })).toBeTruthy();
      expect(listEmptyText('Recent History')).toBe('No events yet.');
    },
    failed: (errorMessage) => onlyAlert(`${errorMessage}Try again`),
    retry: tryAgain,
  },
};

describe.each(Object.entries(USES))('the detail machine: %s', (_, use) => {
  const actor = use.machine.appActor;
  const model = createModel(use.machine, {
    input: { id: use.id },
    events: {
      'detail.reload': [{ type: 'detail.reload' }],
      [`xstate.done.actor.${actor}`]: [
        { type: `xstate.done.actor.${actor}`, output: success(use.data) },
        { type: `xstate.done.actor.${actor}`, output: failure('Database down') },
      ],
      [`xstate.error.actor.${actor}`]: [{ type: `xstate.error.actor.${actor}`, error: new Error('Network down') }],
    },
    // What the page shows goes by the state and its message; a reload once loaded is the page's own
    // affair (after a change it made), which the page's other tests follow.
    serializeState: ({ value, context }) => ({ value, errorMessage: context.errorMessage }),
  });
  // The shortest paths and, where the page offers it, trying again after each failure: the
  // transitions' paths that reload only from `failed` (filtered, they may no longer cover a shortest path).
  const reloadsOnlyAfterFailure = (path: (typeof model.paths)[number]) => path.steps.every((step, index) =>
    step.event.type !== 'detail.reload' || (path.steps[index - 1]?.state.value === 'failed'));
  const paths = use.retry ? covering([...model.paths, ...model.transitionPaths().filter(reloadsOnlyAfterFailure)]) : model.paths;

  beforeEach(() => {
    useFixedToday();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(paths.map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    const app = await use.open();
    await model.run(path, {
      actors: app.fakes,
      perform: {
        'detail.reload': async () => {
          if (!use.retry) throw new Error('This page does not load again by itself');
          await use.retry(app);
        },
      },
      states: {
        loading: async () => {
          expect(app.fakes.isRunning(actor)).toBe(true);
          expect(app.fakes.inputsOf(actor).at(-1)).toBe(use.id);
          use.loading(app);
        },
        loaded: async () => use.loaded(app),
        failed: async ({ context }) => {
          const errorMessage = shown(context.errorMessage);
          expect(use.errors).toContain(errorMessage);
          use.failed(errorMessage);
        },
      },
    });
  });
});

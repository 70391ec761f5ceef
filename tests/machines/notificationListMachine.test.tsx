import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { Notification, NotificationsPage } from '@/domain/contract/notifications';
import { notificationListMachine } from '@/machines/notificationListMachine';
import type { Text } from '@/machines/texts';
import { ADA, failure, success } from '../views/support/fixtures';
import { renderApp } from '../views/support/renderApp';
import { PLAN_ID } from '../views/plans/planFixtures';
import { shown } from '../views/support/language';
import { createModel, pathName, useFakeClock } from './support/modelTest';

type Snapshot = SnapshotFrom<typeof notificationListMachine>;

const notification = (overrides: Partial<Notification>): Notification => ({
  notificationId: '9a1b2c3d-4e5f-4a6b-8c9d-0e1f2a3b4c01',
  kind: 'plan.answered',
  title: 'Grace answered Board games night',
  body: 'Grace can make 2 of 3 slots.',
  link: `/proposedplans/${PLAN_ID}`,
  read: false,
  created_at: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

/** Unread, to the plan. */
const ANSWERED = notification({});
/** Read already, to the network. */
const DIGEST = notification({
  notificationId: '9a1b2c3d-4e5f-4a6b-8c9d-0e1f2a3b4c02', kind: 'digest.catch-up', title: 'Time to catch up', body: 'Alan is overdue.',
  link: '/network', read: true,
});
/** On the older page: unread, with a link out of the app, which is never followed. */
const ELSEWHERE = notification({
  notificationId: '9a1b2c3d-4e5f-4a6b-8c9d-0e1f2a3b4c03', kind: 'reminder.upcoming', title: "Katherine's birthday is tomorrow",
  body: 'Say happy birthday.', link: 'https://elsewhere.example/phish', read: false, created_at: '2026-11-01T10:00:00.000Z',
});
const ALL = [ANSWERED, DIGEST, ELSEWHERE];

const FIRST_PAGE: NotificationsPage = { notifications: [ANSWERED, DIGEST], nextBefore: DIGEST.notificationId, unreadCount: 2 };
const LAST_PAGE: NotificationsPage = { notifications: [ELSEWHERE], nextBefore: null, unreadCount: 2 };
const NONE: NotificationsPage = { notifications: [], nextBefore: null, unreadCount: 0 };

const model = createModel(notificationListMachine, {
  // Which notifications are shown and read tells what the page shows; their order follows from the pages.
  serializeState: ({ value, context }: Snapshot) => ({
    value,
    shown: Object.fromEntries(context.notifications.map(({ notificationId, read }) => [notificationId, read])),
    nextBefore: context.nextBefore,
    unreadCount: context.unreadCount,
    openingId: context.openingId,
    errorMessage: context.errorMessage,
  }),
  events: {
    'notification.open': [ANSWERED, DIGEST, ELSEWHERE].map(({ notificationId }) => ({ type: 'notification.open', notificationId })),
    'notifications.more': [{ type: 'notifications.more' }],
    'notifications.readAll': [{ type: 'notifications.readAll' }],
    'notifications.reload': [{ type: 'notifications.reload' }],
    'xstate.done.actor.fetchNotifications': [FIRST_PAGE, LAST_PAGE, NONE]
      .map((page) => ({ type: 'xstate.done.actor.fetchNotifications', output: success(page) }))
      .concat({ type: 'xstate.done.actor.fetchNotifications', output: failure('Database down') }),
    'xstate.error.actor.fetchNotifications': [{ type: 'xstate.error.actor.fetchNotifications', error: new Error('Network down') }],
    'xstate.done.actor.markNotificationRead': [
      { type: 'xstate.done.actor.markNotificationRead', output: success({}) },
      { type: 'xstate.done.actor.markNotificationRead', output: failure('Notification not found') },
    ],
    'xstate.error.actor.markNotificationRead': [{ type: 'xstate.error.actor.markNotificationRead', error: new Error('Network down') }],
    'xstate.done.actor.markAllNotificationsRead': [
      { type: 'xstate.done.actor.markAllNotificationsRead', output: success({ markedRead: 2 }) },
      { type: 'xstate.done.actor.markAllNotificationsRead', output: failure('Database down') },
    ],
    'xstate.error.actor.markAllNotificationsRead': [{ type: 'xstate.error.actor.markAllNotificationsRead', error: new Error('Network down') }],
  },
});

const titleOf = (notificationId: string) => ALL.find((item) => item.notificationId === notificationId)!.title;
const describeEvent = (event: AnyEventObject) => (event.type === 'notification.open' ? `open "${titleOf(event.notificationId as string)}"` : undefined);

const section = () => screen.getByRole('region', { name: /^Notifications/ });
const rowOf = (notificationId: string) =>
  within(screen.getByRole('list', { name: 'Notifications' })).getByRole(notificationId === ELSEWHERE.notificationId ? 'button' : 'link', {
    name: new RegExp(titleOf(notificationId).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  });
const button = (name: string) => within(section()).queryByRole('button', { name });

/** The rows shown: title, whether marked unread (seen and heard), and where each leads. */
function expectRows({ context }: Snapshot) {
  const rows = within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual(context.notifications.map(({ title, body, read }) =>
    expect.stringMatching(new RegExp(`^${read ? '' : 'Unread'}${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${body}`))));
  for (const { notificationId, link } of context.notifications) {
    const row = rowOf(notificationId);
    // Only paths in the app are links; the one elsewhere is a button that marks it read, and leads nowhere.
    expect(row.getAttribute('href')).toBe(link.startsWith('/') ? link : null);
  }
}

function expectAlert(errorMessage: Text | null) {
  expect(within(section()).queryAllByRole('alert').map((alert) => alert.textContent?.replace(/Try again$/, ''))).toEqual(errorMessage ? [shown(errorMessage)] : []);
}

describe('notificationList machine on /inbox', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.paths.map((path) => [pathName(path, describeEvent), path] as const))('%s', async (_, path) => {
    const app = renderApp('/inbox');
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    let lastOpened: string | null = null;

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'notification.open': async (event) => {
          lastOpened = (event as AnyEventObject).notificationId as string;
          await app.user.click(rowOf(lastOpened));
        },
        'notifications.more': async () => app.user.click(button('Show more')!),
        'notifications.readAll': async () => app.user.click(button('Mark all as read')!),
        'notifications.reload': async () => app.user.click(button('Try again')!),
      },
      states: {
        loading: async () => {
          expect(await screen.findByLabelText('Loading notifications')).toBeTruthy();
          expect(app.fakes.inputsOf('fetchNotifications').at(-1)).toBeNull();
        },
        failed: async ({ context }) => {
          expect(shown(context.errorMessage!)).toMatch(/^Error fetching notifications(: Database down)?$/);
          expectAlert(context.errorMessage);
          expect(screen.queryByRole('list', { name: 'Notifications' })).toBeNull();
        },
        listed: async (snapshot) => {
          const { context } = snapshot;
          expect(app.location().pathname).toBe('/inbox');
          expect(within(section()).getByRole('heading', { level: 2 }).textContent)
            .toBe(context.unreadCount ? `Notifications (${context.unreadCount} unread)` : 'Notifications');
          expectAlert(context.errorMessage);
          if (context.notifications.length === 0) {
            expect(within(section()).getByText('No notifications yet. Answers to your plans and your reminders show up here.')).toBeTruthy();
            expect(button('Mark all as read')).toBeNull();
          } else {
            expectRows(snapshot);
            expect(button('Mark all as read')).toHaveProperty('disabled', context.unreadCount === 0);
          }
          expect(button('Show more') !== null).toBe(context.nextBefore !== null);
        },
        loadingMore: async ({ context }) => {
          expect(app.fakes.inputsOf('fetchNotifications').at(-1)).toBe(context.nextBefore);
          expect(button('Show more')).toHaveProperty('disabled', true);
        },
        opening: async ({ context }) => {
          expect(app.fakes.inputsOf('markNotificationRead').at(-1)).toBe(context.openingId);
          expect(rowOf(context.openingId!).getAttribute('aria-busy')).toBe('true');
          expect(app.location().pathname).toBe('/inbox');
        },
        markingAll: async () => {
          expect(app.fakes.isRunning('markAllNotificationsRead')).toBe(true);
          expect(button('Mark all as read')).toHaveProperty('disabled', true);
        },
        left: async ({ context }) => {
          // Gone where the last one opened leads, marked read (the plan's was unread, the network's read already).
          const opened = context.notifications.find((item) => item.notificationId === lastOpened);
          expect(opened?.read).toBe(true);
          expect(app.location().pathname).toBe(opened?.link);
        },
      },
    });
  });
});

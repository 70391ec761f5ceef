import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, setup, type SnapshotFrom } from 'xstate';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '@/domain/constants';
import type { KindChannels, NotificationPreferences, NotificationPreferencesBody } from '@/domain/contract/notifications';
import { type Result, errorMessageOf } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';
import { appActorPlaceholder } from '@/machines/appActor';

/**
 * The preferences on /settings/notifications: loaded once, then each change saved at once with a
 * PUT of that change alone. The form shows a change as soon as it is made; changes made while one
 * is saved are gathered and saved next, so the form never locks under the user's hand. Once the
 * server answers, its answer is what the form shows. A failed save puts back what the server last
 * said it has (the changes still waiting are dropped with it), and says that the change was not saved.
 */
export interface NotificationPreferencesContext {
  /** What the server has, as it last said; null until loaded. */
  saved: NotificationPreferences | null;
  /** The change being saved. */
  change: NotificationPreferencesBody | null;
  /** The changes made since, saved next. */
  next: NotificationPreferencesBody | null;
  errorMessage: MessageDescriptor | null;
}

export type NotificationPreferencesEvent =
  | { type: 'preferences.change'; change: NotificationPreferencesBody }
  | { type: 'preferences.reload' };

export const LOAD_ERROR = msg`Error fetching your notification settings`;
export const SAVE_ERROR = msg`Your change was not saved`;
const loadError = (message: string) => msg`Error fetching your notification settings: ${message}`;
const saveError = (message: string) => msg`Your change was not saved: ${message}`;

/** The preferences with `change` made, as the form shows them while the change is saved. */
function withChange(preferences: NotificationPreferences, change: NotificationPreferencesBody): NotificationPreferences {
  return {
    localHour: change.localHour ?? preferences.localHour,
    digestWeekday: change.digestWeekday ?? preferences.digestWeekday,
    channels: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, { ...preferences.channels[kind], ...change.channels?.[kind] }])) as KindChannels,
    email: change.resumeEmail ? { ...preferences.email, disabledReason: null } : preferences.email,
  };
}

/** Whether `change` makes `shown` any different: a change that does not is not sent. */
function changesSomething(shown: NotificationPreferences, change: NotificationPreferencesBody): boolean {
  return (change.localHour !== undefined && change.localHour !== shown.localHour)
    || (change.digestWeekday !== undefined && change.digestWeekday !== shown.digestWeekday)
    || NOTIFICATION_KINDS.some((kind) => NOTIFICATION_CHANNELS.some((channel) => {
      const on = change.channels?.[kind]?.[channel];
      return on !== undefined && on !== shown.channels[kind][channel];
    }))
    || (change.resumeEmail === true && shown.email.disabledReason !== null);
}

/** What the form shows: what the server has, with the changes on their way made. */
const shownOf = ({ saved, change, next }: NotificationPreferencesContext) =>
  saved && [change, next].reduce<NotificationPreferences>((shown, pending) => (pending ? withChange(shown, pending) : shown), saved);

/** `later` made after `earlier`, as one change. */
const mergeChanges = (earlier: NotificationPreferencesBody, later: NotificationPreferencesBody): NotificationPreferencesBody => {
  const kinds = NOTIFICATION_KINDS.filter((kind) => earlier.channels?.[kind] || later.channels?.[kind]);
  return {
    ...earlier,
    ...later,
    ...(kinds.length > 0 ? { channels: Object.fromEntries(kinds.map((kind) => [kind, { ...earlier.channels?.[kind], ...later.channels?.[kind] }])) } : {}),
  };
};

type ChangeParams = { event: { change: NotificationPreferencesBody } };

/** Outside a save, a change is saved at once. */
const SAVES_CHANGES = {
  'preferences.change': {
    guard: { type: 'isChange', params: ({ event }: ChangeParams) => event },
    target: 'saving',
    actions: { type: 'takeChange', params: ({ event }: ChangeParams) => event },
  },
} as const;

export const notificationPreferencesMachine = setup({
  types: {
    context: {} as NotificationPreferencesContext,
    events: {} as NotificationPreferencesEvent,
  },
  actors: {
    fetchNotificationPreferences: appActorPlaceholder<Result<NotificationPreferences>>('fetchNotificationPreferences'),
    saveNotificationPreferences: appActorPlaceholder<Result<NotificationPreferences>, NotificationPreferencesBody>('saveNotificationPreferences'),
  },
  actions: {
    takeChange: assign({ change: (_, { change }: { change: NotificationPreferencesBody }) => change, errorMessage: null }),
    keepForNext: assign({
      next: ({ context }, { change }: { change: NotificationPreferencesBody }) => (context.next ? mergeChanges(context.next, change) : change),
    }),
    takeAnswer: assign({
      saved: ({ context }, { result }: { result: Result<NotificationPreferences> }) => (result.status === 'success' ? result.data : context.saved),
    }),
    takeNext: assign({ change: ({ context }) => context.next, next: null }),
    dropChanges: assign({ change: null, next: null }),
  },
  guards: {
    isSuccess,
    isSuccessWithNext: ({ context }, { result }: { result: Result<NotificationPreferences> }) => result.status === 'success' && context.next !== null,
    isChange: ({ context }, { change }: { change: NotificationPreferencesBody }) => {
      const shown = shownOf(context);
      return shown !== null && changesSomething(shown, change);
    },
  },
}).createMachine({
  id: 'notificationPreferences',
  context: { saved: null, change: null, next: null, errorMessage: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchNotificationPreferences',
        src: 'fetchNotificationPreferences',
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'editing',
            actions: [{ type: 'takeAnswer', params: ({ event }) => ({ result: event.output }) }, assign({ errorMessage: null })],
          },
          { target: 'failed', actions: assign({ errorMessage: ({ event }) => loadError(errorMessageOf(event.output)) }) },
        ],
        onError: { target: 'failed', actions: assign({ errorMessage: LOAD_ERROR }) },
      },
    },
    failed: {
      on: { 'preferences.reload': 'loading' },
    },
    editing: {
      initial: 'idle',
      states: {
        idle: { on: SAVES_CHANGES },
        saving: {
          on: {
            'preferences.change': {
              guard: { type: 'isChange', params: ({ event }) => event },
              actions: { type: 'keepForNext', params: ({ event }) => event },
            },
          },
          invoke: {
            id: 'saveNotificationPreferences',
            src: 'saveNotificationPreferences',
            input: ({ context }) => context.change!,
            onDone: [
              // What came in during the save goes out next.
              {
                guard: { type: 'isSuccessWithNext', params: ({ event }) => ({ result: event.output }) },
                target: 'saving',
                reenter: true,
                actions: [{ type: 'takeAnswer', params: ({ event }) => ({ result: event.output }) }, 'takeNext'],
              },
              {
                guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
                target: 'saved',
                actions: [{ type: 'takeAnswer', params: ({ event }) => ({ result: event.output }) }, assign({ change: null })],
              },
              {
                target: 'unsaved',
                actions: ['dropChanges', assign({ errorMessage: ({ event }) => saveError(errorMessageOf(event.output)) })],
              },
            ],
            onError: { target: 'unsaved', actions: ['dropChanges', assign({ errorMessage: SAVE_ERROR })] },
          },
        },
        saved: { on: SAVES_CHANGES },
        unsaved: { on: SAVES_CHANGES },
      },
    },
  },
});

type NotificationPreferencesSnapshot = SnapshotFrom<typeof notificationPreferencesMachine>;

export const selectShownPreferences = (snapshot: NotificationPreferencesSnapshot) => shownOf(snapshot.context);
export const selectErrorMessage = (snapshot: NotificationPreferencesSnapshot) => snapshot.context.errorMessage;
export const selectLoadFailed = (snapshot: NotificationPreferencesSnapshot) => snapshot.matches('failed');
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'unsaved';
export const selectSaveStatus = (snapshot: NotificationPreferencesSnapshot): SaveStatus =>
  typeof snapshot.value === 'object' ? snapshot.value.editing as SaveStatus : 'idle';

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { PushSubscriptionBody } from '@/domain/contract/notifications';
import { type Result, errorMessageOf, messageOfThrown } from '@/domain/result';
import { appActorPlaceholder } from '@/machines/appActor';
import { isSuccess } from '@/machines/resultGuards';

/**
 * Turning notifications on for this browser (/settings/notifications): checking what the browser
 * can and has → unsupported | denied | idle, or saving the subscription it has already (so the page
 * knows its id, and the server its current keys); idle → asking (the browser's permission prompt) →
 * granted (the server's VAPID key) → subscribing (the browser's push subscription) → saving (on the
 * server) → subscribed; and back: unsubscribing → idle. A failed step returns to idle with why.
 */
export type PushPermission = 'default' | 'granted' | 'denied';

/** What the browser says before anything is asked. */
export interface PushDevice {
  supported: boolean;
  permission: PushPermission;
  subscription: PushSubscriptionBody | null;
}

export interface PushOptInContext {
  publicKey: string | null;
  subscription: PushSubscriptionBody | null;
  /** The server's id of this browser's subscription, once saved. */
  subscriptionId: string | null;
  errorMessage: MessageDescriptor | null;
}

export type PushOptInEvent =
  | { type: 'push.enable' }
  | { type: 'push.disable' };

/** What failed, each said whole with why: the server's answer, or what was thrown (the browser refused). */
const FAILED = {
  asking: (message: string) => msg`Error asking for permission: ${message}`,
  turningOn: (message: string) => msg`Error turning on notifications: ${message}`,
  turningOff: (message: string) => msg`Error turning off notifications: ${message}`,
};

interface Failure {
  doing: keyof typeof FAILED;
  result?: Result<unknown>;
  error?: unknown;
}

export const pushOptInMachine = setup({
  types: {
    context: {} as PushOptInContext,
    events: {} as PushOptInEvent,
  },
  actors: {
    readPushDevice: appActorPlaceholder<PushDevice, unknown>('readPushDevice'),
    askNotificationPermission: appActorPlaceholder<PushPermission, unknown>('askNotificationPermission'),
    fetchVapidKey: appActorPlaceholder<Result<{ publicKey: string }>, unknown>('fetchVapidKey'),
    /** Input: the VAPID public key. */
    subscribePushDevice: appActorPlaceholder<PushSubscriptionBody, string>('subscribePushDevice'),
    savePushSubscription: appActorPlaceholder<Result<{ pushSubscriptionId: string }>, PushSubscriptionBody>('savePushSubscription'),
    /** Input: the subscription's id on the server. Ends the browser's subscription, then the server's. */
    unsubscribePushDevice: appActorPlaceholder<Result<unknown>, string>('unsubscribePushDevice'),
  },
  actions: {
    /** This account's devices changed: the page loads their list again. */
    reportChanged: () => {},
    showFailure: assign({
      errorMessage: (_, { doing, result, error }: Failure) => FAILED[doing](result ? errorMessageOf(result) : messageOfThrown(error)),
    }),
  },
  guards: {
    isSuccess,
    isUnsupported: (_, device: PushDevice) => !device.supported,
    isDenied: (_, device: PushDevice) => device.permission === 'denied',
    hasSubscription: (_, device: PushDevice) => device.subscription !== null,
    isGranted: (_, permission: PushPermission) => permission === 'granted',
    isRefused: (_, permission: PushPermission) => permission === 'denied',
  },
}).createMachine({
  id: 'pushOptIn',
  context: { publicKey: null, subscription: null, subscriptionId: null, errorMessage: null },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'readPushDevice',
        src: 'readPushDevice',
        onDone: [
          { guard: { type: 'isUnsupported', params: ({ event }) => event.output }, target: 'unsupported' },
          { guard: { type: 'isDenied', params: ({ event }) => event.output }, target: 'denied' },
          {
            guard: { type: 'hasSubscription', params: ({ event }) => event.output },
            target: 'saving',
            actions: assign({ subscription: ({ event }) => event.output.subscription }),
          },
          { target: 'idle' },
        ],
        onError: { target: 'unsupported' },
      },
    },
    /** This browser cannot take pushes (or this is not the built app). */
    unsupported: {},
    idle: {
      on: { 'push.enable': { target: 'asking', actions: assign({ errorMessage: null }) } },
    },
    asking: {
      invoke: {
        id: 'askNotificationPermission',
        src: 'askNotificationPermission',
        onDone: [
          { guard: { type: 'isGranted', params: ({ event }) => event.output }, target: 'granted' },
          { guard: { type: 'isRefused', params: ({ event }) => event.output }, target: 'denied' },
          // The prompt was dismissed: it may be asked again.
          { target: 'idle' },
        ],
        onError: { target: 'idle', actions: { type: 'showFailure', params: ({ event }) => ({ doing: 'asking', error: event.error }) } },
      },
    },
    /** The user allowed notifications: the server's key comes next. */
    granted: {
      invoke: {
        id: 'fetchVapidKey',
        src: 'fetchVapidKey',
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'subscribing',
            actions: assign({ publicKey: ({ event }) => (event.output.status === 'success' ? event.output.data.publicKey : null) }),
          },
          { target: 'idle', actions: { type: 'showFailure', params: ({ event }) => ({ doing: 'turningOn', result: event.output }) } },
        ],
        onError: { target: 'idle', actions: { type: 'showFailure', params: ({ event }) => ({ doing: 'turningOn', error: event.error }) } },
      },
    },
    /** The user blocked notifications for the app in this browser; only the browser's settings undo that. */
    denied: {},
    subscribing: {
      invoke: {
        id: 'subscribePushDevice',
        src: 'subscribePushDevice',
        input: ({ context }) => context.publicKey ?? '',
        onDone: { target: 'saving', actions: assign({ subscription: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: { type: 'showFailure', params: ({ event }) => ({ doing: 'turningOn', error: event.error }) } },
      },
    },
    saving: {
      invoke: {
        id: 'savePushSubscription',
        src: 'savePushSubscription',
        input: ({ context }) => context.subscription!,
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'subscribed',
            actions: [
              assign({ subscriptionId: ({ event }) => (event.output.status === 'success' ? event.output.data.pushSubscriptionId : null) }),
              'reportChanged',
            ],
          },
          { target: 'idle', actions: { type: 'showFailure', params: ({ event }) => ({ doing: 'turningOn', result: event.output }) } },
        ],
        onError: { target: 'idle', actions: { type: 'showFailure', params: ({ event }) => ({ doing: 'turningOn', error: event.error }) } },
      },
    },
    subscribed: {
      on: { 'push.disable': { target: 'unsubscribing', actions: assign({ errorMessage: null }) } },
    },
    unsubscribing: {
      invoke: {
        id: 'unsubscribePushDevice',
        src: 'unsubscribePushDevice',
        input: ({ context }) => context.subscriptionId ?? '',
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'idle',
            actions: [assign({ subscription: null, subscriptionId: null }), 'reportChanged'],
          },
          { target: 'subscribed', actions: { type: 'showFailure', params: ({ event }) => ({ doing: 'turningOff', result: event.output }) } },
        ],
        onError: { target: 'subscribed', actions: { type: 'showFailure', params: ({ event }) => ({ doing: 'turningOff', error: event.error }) } },
      },
    },
  },
});

type PushOptInSnapshot = SnapshotFrom<typeof pushOptInMachine>;

export type PushOptInState = 'checking' | 'unsupported' | 'idle' | 'asking' | 'granted' | 'denied' | 'subscribing' | 'saving' | 'subscribed' | 'unsubscribing';

export const selectPushOptInState = (snapshot: PushOptInSnapshot) => snapshot.value as PushOptInState;
export const selectPushOptInError = (snapshot: PushOptInSnapshot) => snapshot.context.errorMessage;
/** This browser's subscription on the server: its row in the list of devices. */
export const selectThisDeviceId = (snapshot: PushOptInSnapshot) => snapshot.context.subscriptionId;
export const selectCanEnable = (snapshot: PushOptInSnapshot) => snapshot.can({ type: 'push.enable' });
export const selectCanDisable = (snapshot: PushOptInSnapshot) => snapshot.can({ type: 'push.disable' });

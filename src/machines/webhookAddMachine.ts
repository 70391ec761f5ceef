import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, setup, type SnapshotFrom } from 'xstate';
import { type WebhookBody, type WebhookEventType, WEBHOOK_EVENT_TYPES, webhookBody } from '@/domain/contract/webhooks';
import type { WebhookWithSecret } from '@/domain/contract/webhooks';
import { type Result, errorMessageOf } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';
import { appActorPlaceholder } from '@/machines/appActor';

/**
 * 'Add webhook' on /settings/webhooks: a URL and the event types it gets, checked as the contract
 * checks them before they are sent (the server checks the address further). Once added, its
 * signing secret shows until the user is done with it: the server never shows it again.
 */
export interface WebhookAddContext {
  url: string;
  eventTypes: WebhookEventType[];
  /** What was submitted last is not a URL with at least one event type. */
  invalid: boolean;
  errorMessage: MessageDescriptor | null;
  /** The new webhook's secret, while it is shown. */
  secret: string | null;
}

export type WebhookAddEvent =
  | { type: 'url.change'; url: string }
  | { type: 'eventType.toggle'; eventType: WebhookEventType }
  | { type: 'webhook.submit' }
  | { type: 'secret.dismiss' };

const bodyOf = (context: WebhookAddContext) => webhookBody.safeParse({ url: context.url.trim(), eventTypes: context.eventTypes });

/** The checked types in the contract's order, so that the same choice is the same state. */
const toggled = (types: WebhookEventType[], type: WebhookEventType) =>
  WEBHOOK_EVENT_TYPES.filter((each) => (each === type ? !types.includes(each) : types.includes(each)));

const EMPTY = { url: '', eventTypes: [] as WebhookEventType[] };

const addError = (message: string) => msg`Error adding webhook: ${message}`;
const UNKNOWN_ERROR = msg`Unknown error adding webhook`;

export const webhookAddMachine = setup({
  types: {
    context: {} as WebhookAddContext,
    events: {} as WebhookAddEvent,
  },
  actors: {
    createWebhook: appActorPlaceholder<Result<WebhookWithSecret>, WebhookBody>('createWebhook'),
  },
  actions: {
    /** The page lists the webhooks again, with the new one. */
    reportAdded: () => {},
  },
  guards: {
    isSuccess,
    isValid: ({ context }) => bodyOf(context).success,
  },
}).createMachine({
  id: 'webhookAdd',
  context: { ...EMPTY, invalid: false, errorMessage: null, secret: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'url.change': { actions: assign({ url: ({ event }) => event.url }) },
        'eventType.toggle': { actions: assign({ eventTypes: ({ context, event }) => toggled(context.eventTypes, event.eventType) }) },
        'webhook.submit': [
          { guard: 'isValid', target: 'adding' },
          { actions: assign({ invalid: true }) },
        ],
      },
    },
    adding: {
      entry: assign({ invalid: false, errorMessage: null }),
      invoke: {
        id: 'createWebhook',
        src: 'createWebhook',
        input: ({ context }) => bodyOf(context).data as WebhookBody,
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'showingSecret',
            actions: [
              assign({ ...EMPTY, secret: ({ event }) => (event.output.status === 'success' ? event.output.data.secret : null) }),
              'reportAdded',
            ],
          },
          {
            target: 'editing',
            actions: assign({ errorMessage: ({ event }) => addError(errorMessageOf(event.output)) }),
          },
        ],
        onError: { target: 'editing', actions: assign({ errorMessage: UNKNOWN_ERROR }) },
      },
    },
    /** The secret shows, with its copy button, until the user says they have kept it. */
    showingSecret: {
      on: { 'secret.dismiss': { target: 'editing', actions: assign({ secret: null }) } },
    },
  },
});

type WebhookAddSnapshot = SnapshotFrom<typeof webhookAddMachine>;

export const selectUrl = (snapshot: WebhookAddSnapshot) => snapshot.context.url;
export const selectEventTypes = (snapshot: WebhookAddSnapshot) => snapshot.context.eventTypes;
export const selectIsUrlInvalid = (snapshot: WebhookAddSnapshot) =>
  snapshot.context.invalid && !webhookBody.shape.url.safeParse(snapshot.context.url.trim()).success;
export const selectIsEventTypesInvalid = (snapshot: WebhookAddSnapshot) => snapshot.context.invalid && snapshot.context.eventTypes.length === 0;
export const selectErrorMessage = (snapshot: WebhookAddSnapshot) => snapshot.context.errorMessage;
export const selectIsAdding = (snapshot: WebhookAddSnapshot) => snapshot.matches('adding');
export const selectSecret = (snapshot: WebhookAddSnapshot) => snapshot.context.secret;

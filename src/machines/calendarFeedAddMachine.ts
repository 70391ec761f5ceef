import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, setup, type SnapshotFrom } from 'xstate';
import { type CreateIntegrationBody, createIntegrationBody } from '@/domain/contract/integrations';
import { type Result, errorMessageOf } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';
import { appActorPlaceholder } from '@/machines/appActor';

/**
 * 'Add calendar feed (iCal URL)' on /settings: an address, checked as the server checks it (an
 * http(s) URL) before it is sent; the server reads the feed once and stores it verified, then the
 * page lists it and the field is empty for another one. (The contract's schema needs zod set up for
 * the browser's CSP first: the page imports '@/services/zodSetup' before this module.)
 */
export interface CalendarFeedAddContext {
  feedUrl: string;
  /** The address submitted last is not an http(s) URL. */
  invalid: boolean;
  errorMessage: MessageDescriptor | null;
}

export type CalendarFeedAddEvent =
  | { type: 'feedUrl.change'; feedUrl: string }
  | { type: 'feed.submit' };

const feedBody = (feedUrl: string) => createIntegrationBody.safeParse({ integrationType: 'ICS_FEED', feedUrl: feedUrl.trim() });

const addError = (message: string) => msg`Error adding integration: ${message}`;
const UNKNOWN_ERROR = msg`Unknown error adding integration`;

export const calendarFeedAddMachine = setup({
  types: {
    context: {} as CalendarFeedAddContext,
    events: {} as CalendarFeedAddEvent,
  },
  actors: {
    createIntegration: appActorPlaceholder<Result<{ integrationId: string }>, CreateIntegrationBody>('createIntegration'),
  },
  actions: {
    /** The page lists the linked calendars again, with the new feed. */
    reportAdded: () => {},
  },
  guards: {
    isSuccess,
    isFeedUrl: ({ context }) => feedBody(context.feedUrl).success,
  },
}).createMachine({
  id: 'calendarFeedAdd',
  context: { feedUrl: '', invalid: false, errorMessage: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'feedUrl.change': { actions: assign({ feedUrl: ({ event }) => event.feedUrl }) },
        'feed.submit': [
          { guard: 'isFeedUrl', target: 'adding' },
          { actions: assign({ invalid: true }) },
        ],
      },
    },
    adding: {
      entry: assign({ invalid: false, errorMessage: null }),
      invoke: {
        id: 'createIntegration',
        src: 'createIntegration',
        input: ({ context }) => feedBody(context.feedUrl).data as CreateIntegrationBody,
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'added',
            actions: [assign({ feedUrl: '' }), 'reportAdded'],
          },
          {
            target: 'editing',
            actions: assign({ errorMessage: ({ event }) => addError(errorMessageOf(event.output)) }),
          },
        ],
        onError: { target: 'editing', actions: assign({ errorMessage: UNKNOWN_ERROR }) },
      },
    },
    /** Says so until another address is typed. */
    added: {
      on: { 'feedUrl.change': { target: 'editing', actions: assign({ feedUrl: ({ event }) => event.feedUrl }) } },
    },
  },
});

type CalendarFeedAddSnapshot = SnapshotFrom<typeof calendarFeedAddMachine>;

export const selectFeedUrl = (snapshot: CalendarFeedAddSnapshot) => snapshot.context.feedUrl;
export const selectIsInvalid = (snapshot: CalendarFeedAddSnapshot) => snapshot.context.invalid;
export const selectErrorMessage = (snapshot: CalendarFeedAddSnapshot) => snapshot.context.errorMessage;
export const selectIsAdding = (snapshot: CalendarFeedAddSnapshot) => snapshot.matches('adding');
export const selectIsAdded = (snapshot: CalendarFeedAddSnapshot) => snapshot.matches('added');

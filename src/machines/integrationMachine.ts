import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { HEX_COLOR, REDIRECT_DELAY_MS } from '@/domain/constants';
import type {
  CreateIntegrationBody, ExternalCalendar, Integration, IntegrationUpdate,
} from '@/domain/contract/integrations';
import { type Result, errorMessageOf } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';

/**
 * The `integration` flow of DESIGN.md, integration consent and verification (SPEC.md section 5), as
 * one chart for the pages that link a calendar. /settings starts it not connected: 'Connect Google
 * Calendar' creates the integration, then the browser goes to the provider's consent (`goToConsent`,
 * which the page provides), and the server brings it back to /settings/integrations/{id}. That page
 * starts it verifying: it loads the integration, which is a feed, not verified yet (Connect goes to
 * the consent again) or VERIFIED, when its calendars are listed and one is chosen as the active one.
 * Disconnecting, after a confirmation, shows its message for the redirect delay, then `goToSettings`.
 */
export interface IntegrationContext {
  /** Null until /settings has created one. */
  integrationId: string | null;
  integration: Integration | null;
  /** The Google account's calendars, once listed (they stay while they are listed again). */
  calendars: ExternalCalendar[] | null;
  /** The calendar being saved as the active one. */
  choice: ExternalCalendar | null;
  /** The name of the calendar saved last, for the page to say so. */
  savedCalendarName: string | null;
  /** What went wrong loading, creating or disconnecting the integration. */
  errorMessage: MessageDescriptor | null;
  /** What went wrong listing the calendars or saving the choice. */
  calendarErrorMessage: MessageDescriptor | null;
  /** Once disconnected, until the redirect. */
  doneMessage: MessageDescriptor | null;
}

export interface IntegrationInput {
  /** The integration of /settings/integrations/{id}; null on /settings, where one is created. */
  integrationId: string | null;
}

export type IntegrationEvent =
  | { type: 'integration.connect' }
  | { type: 'integration.reload' }
  | { type: 'calendar.choose'; calendar: ExternalCalendar }
  | { type: 'delete.request' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

/** Where the consent goes: `isFirstTime` unless the integration was verified before. */
export type ConsentTarget = Pick<Integration, 'integrationId' | 'integrationStatus'>;

export const INTEGRATION_DISCONNECTED = msg`Poof, this calendar is disconnected! Redirecting to settings page ...`;
const addError = (message: string) => msg`Error adding integration: ${message}`;
const loadError = (message: string) => msg`Error fetching integrations: ${message}`;
const calendarsError = (message: string) => msg`Error fetching calendars: ${message}`;
const updateError = (message: string) => msg`Error updating integration: ${message}`;
const deleteError = (message: string) => msg`Error deleting integration: ${message}`;

const GOOGLE: CreateIntegrationBody = { integrationType: 'GOOGLE_CALENDAR' };

const loadedOf = (result: Result<Integration>) => (result.status === 'success' ? result.data : null);

/** The integration with `calendar` as its active one: what the server stores for the choice. */
function withActiveCalendar(integration: Integration, calendar: ExternalCalendar): Integration {
  return {
    ...integration,
    activeCalendarId: calendar.id,
    activeCalendarName: calendar.summary,
    activeCalendarColor: calendar.backgroundColor !== null && HEX_COLOR.test(calendar.backgroundColor) ? calendar.backgroundColor : null,
  };
}

const choiceUpdate = ({ integration, choice }: IntegrationContext): IntegrationUpdate => {
  const { integrationId, activeCalendarId, activeCalendarName, activeCalendarColor } = withActiveCalendar(integration!, choice!);
  return { integrationId, body: { activeCalendarId: activeCalendarId!, activeCalendarName: activeCalendarName!, activeCalendarColor } };
};

export const integrationMachine = setup({
  types: {
    context: {} as IntegrationContext,
    events: {} as IntegrationEvent,
    input: {} as IntegrationInput,
  },
  actors: {
    createIntegration: fromPromise<Result<{ integrationId: string }>, CreateIntegrationBody>(async () => {
      throw new Error('createIntegration is provided by the app');
    }),
    fetchIntegration: fromPromise<Result<Integration>, string>(async () => {
      throw new Error('fetchIntegration is provided by the app');
    }),
    fetchCalendars: fromPromise<Result<ExternalCalendar[]>, string>(async () => {
      throw new Error('fetchCalendars is provided by the app');
    }),
    updateIntegration: fromPromise<Result<{ integrationId: string }>, IntegrationUpdate>(async () => {
      throw new Error('updateIntegration is provided by the app');
    }),
    deleteIntegration: fromPromise<Result<unknown>, string>(async () => {
      throw new Error('deleteIntegration is provided by the app');
    }),
  },
  actions: {
    /** The browser's navigation to the provider's consent. */
    goToConsent: (_, _target: ConsentTarget) => {},
    goToSettings: () => {},
  },
  guards: {
    isSuccess,
    hasIntegration: ({ context }) => context.integrationId !== null,
    isFeed: ({ context }) => context.integration?.integrationType === 'ICS_FEED',
    isVerified: ({ context }) => context.integration?.integrationStatus === 'VERIFIED',
    /** The active calendar is chosen already. */
    isOtherCalendar: ({ context }, { calendar }: { calendar: ExternalCalendar }) => calendar.id !== context.integration?.activeCalendarId,
  },
  delays: {
    redirectDelay: REDIRECT_DELAY_MS,
  },
}).createMachine({
  id: 'integration',
  context: ({ input }) => ({
    integrationId: input.integrationId,
    integration: null,
    calendars: null,
    choice: null,
    savedCalendarName: null,
    errorMessage: null,
    calendarErrorMessage: null,
    doneMessage: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasIntegration', target: 'verifying' }, { target: 'notConnected' }],
    },
    notConnected: {
      on: { 'integration.connect': 'creating' },
    },
    creating: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'createIntegration',
        src: 'createIntegration',
        input: GOOGLE,
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'consenting',
            actions: assign({ integrationId: ({ event }) => (event.output.status === 'success' ? event.output.data.integrationId : null) }),
          },
          {
            target: 'notConnected',
            actions: assign({ errorMessage: ({ event }) => addError(errorMessageOf(event.output)) }),
          },
        ],
        onError: { target: 'notConnected', actions: assign({ errorMessage: msg`Unknown error adding integration` }) },
      },
    },
    /** The browser leaves for the provider, which sends it back to the integration's page. */
    consenting: {
      type: 'final',
      entry: {
        type: 'goToConsent',
        params: ({ context }) => ({
          integrationId: context.integrationId ?? '',
          integrationStatus: context.integration?.integrationStatus ?? 'NOT_VERIFIED',
        }),
      },
    },
    verifying: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'fetchIntegration',
        src: 'fetchIntegration',
        input: ({ context }) => context.integrationId ?? '',
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'connected',
            actions: assign({ integration: ({ event }) => loadedOf(event.output) }),
          },
          {
            target: 'failed',
            actions: assign({ errorMessage: ({ event }) => loadError(errorMessageOf(event.output)) }),
          },
        ],
        onError: { target: 'failed', actions: assign({ errorMessage: msg`Error fetching integrations` }) },
      },
    },
    failed: {
      on: { 'integration.reload': 'verifying' },
    },
    connected: {
      initial: 'checking',
      // The page turns to the disconnection: a saved choice's message has been read.
      on: { 'delete.request': { target: 'confirming', actions: assign({ savedCalendarName: null }) } },
      states: {
        checking: {
          always: [
            { guard: 'isFeed', target: 'feed' },
            { guard: 'isVerified', target: 'verified' },
            { target: 'unverified' },
          ],
        },
        /** A feed was verified when it was added; there is nothing to choose. */
        feed: {},
        unverified: {
          on: { 'integration.connect': '#integration.consenting' },
        },
        verified: {
          initial: 'loadingCalendars',
          on: { 'integration.connect': '#integration.consenting' },
          states: {
            loadingCalendars: {
              entry: assign({ calendarErrorMessage: null }),
              invoke: {
                id: 'fetchCalendars',
                src: 'fetchCalendars',
                input: ({ context }) => context.integrationId ?? '',
                onDone: [
                  {
                    guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
                    target: 'choosing',
                    actions: assign({ calendars: ({ event }) => (event.output.status === 'success' ? event.output.data : null) }),
                  },
                  {
                    target: 'calendarsFailed',
                    actions: assign({ calendarErrorMessage: ({ event }) => calendarsError(errorMessageOf(event.output)) }),
                  },
                ],
                onError: { target: 'calendarsFailed', actions: assign({ calendarErrorMessage: msg`Error fetching calendars` }) },
              },
            },
            calendarsFailed: {},
            choosing: {
              on: {
                'calendar.choose': {
                  guard: { type: 'isOtherCalendar', params: ({ event }) => ({ calendar: event.calendar }) },
                  target: 'saving',
                  actions: assign({ choice: ({ event }) => event.calendar, savedCalendarName: null }),
                },
              },
            },
            saving: {
              entry: assign({ calendarErrorMessage: null }),
              // Disconnecting waits until the choice is saved.
              on: { 'delete.request': {}, 'integration.connect': {} },
              invoke: {
                id: 'updateIntegration',
                src: 'updateIntegration',
                input: ({ context }) => choiceUpdate(context),
                onDone: [
                  {
                    guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
                    target: 'choosing',
                    actions: assign({
                      integration: ({ context }) => withActiveCalendar(context.integration!, context.choice!),
                      savedCalendarName: ({ context }) => context.choice!.summary,
                      choice: null,
                    }),
                  },
                  {
                    target: 'choosing',
                    actions: assign({
                      choice: null,
                      calendarErrorMessage: ({ event }) => updateError(errorMessageOf(event.output)),
                    }),
                  },
                ],
                onError: { target: 'choosing', actions: assign({ choice: null, calendarErrorMessage: msg`Unknown error updating integration` }) },
              },
            },
          },
        },
      },
    },
    confirming: {
      on: {
        'delete.confirm': 'disconnecting',
        'delete.cancel': 'connected',
      },
    },
    disconnecting: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'deleteIntegration',
        src: 'deleteIntegration',
        input: ({ context }) => context.integrationId ?? '',
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'redirecting',
            actions: assign({ doneMessage: INTEGRATION_DISCONNECTED }),
          },
          {
            target: 'connected',
            actions: assign({ errorMessage: ({ event }) => deleteError(errorMessageOf(event.output)) }),
          },
        ],
        onError: { target: 'connected', actions: assign({ errorMessage: msg`Unknown error deleting integration` }) },
      },
    },
    redirecting: {
      after: { redirectDelay: 'done' },
    },
    done: {
      type: 'final',
      entry: 'goToSettings',
    },
  },
});

type IntegrationSnapshot = SnapshotFrom<typeof integrationMachine>;

export const selectIntegration = (snapshot: IntegrationSnapshot) => snapshot.context.integration;
export const selectCalendars = (snapshot: IntegrationSnapshot) => snapshot.context.calendars;
/** The calendar the page shows as chosen: the one being saved, else the saved one. */
export const selectChosenCalendarId = (snapshot: IntegrationSnapshot) =>
  snapshot.context.choice?.id ?? snapshot.context.integration?.activeCalendarId ?? null;
export const selectSavedCalendarName = (snapshot: IntegrationSnapshot) => snapshot.context.savedCalendarName;
export const selectErrorMessage = (snapshot: IntegrationSnapshot) => snapshot.context.errorMessage;
export const selectCalendarErrorMessage = (snapshot: IntegrationSnapshot) => snapshot.context.calendarErrorMessage;
export const selectDoneMessage = (snapshot: IntegrationSnapshot) => snapshot.context.doneMessage;
/** Creating it or on the way to the consent: the connect button waits. */
export const selectIsConnecting = (snapshot: IntegrationSnapshot) => snapshot.matches('creating') || snapshot.matches('consenting');
export const selectCanConnect = (snapshot: IntegrationSnapshot) => snapshot.can({ type: 'integration.connect' });
export const selectIsLoadingCalendars = (snapshot: IntegrationSnapshot) =>
  snapshot.matches({ connected: { verified: 'loadingCalendars' } });
export const selectIsSaving = (snapshot: IntegrationSnapshot) => snapshot.matches({ connected: { verified: 'saving' } });
export const selectCanChoose = (snapshot: IntegrationSnapshot) => snapshot.matches({ connected: { verified: 'choosing' } });
export const selectCanRequestDisconnect = (snapshot: IntegrationSnapshot) => snapshot.can({ type: 'delete.request' });
export const selectCanConfirm = (snapshot: IntegrationSnapshot) => snapshot.can({ type: 'delete.confirm' });
export const selectCanCancel = (snapshot: IntegrationSnapshot) => snapshot.can({ type: 'delete.cancel' });
export const selectIsConfirming = (snapshot: IntegrationSnapshot) => snapshot.matches('confirming');
export const selectIsDisconnecting = (snapshot: IntegrationSnapshot) => snapshot.matches('disconnecting');

import { assign, fromPromise, setup } from 'xstate';
import { type Result, errorMessageOf } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';

/**
 * Loading one resource for a page by its id (or a list, with the id `LIST`), and loading it again
 * on request (after the page changed it, or to try again): loading → loaded | failed. While it
 * reloads, the last loaded value stays.
 */
export interface DetailContext<T> {
  id: string;
  detail: T | null;
  errorMessage: string | null;
}

export interface DetailInput {
  id: string;
}

export type DetailEvent = { type: 'detail.reload' };

/** The id a machine loading a whole list is started with; list actors take no id. */
export const LIST = '';

/** The app's promise actors that fetch one resource by id, or a list; a detail machine uses one of them. */
export type DetailActor =
  | 'fetchPersonDetail' | 'fetchRecurringEvent' | 'fetchEvent' | 'fetchHome'
  | 'fetchPlanDetail' | 'fetchPlans' | 'fetchUnseenAnswers'
  | 'fetchConnections' | 'fetchConnection' | 'fetchAdminUsers' | 'fetchAdminUser' | 'fetchFeedback'
  | 'fetchHolidays' | 'fetchProfileEvents'
  | 'fetchIntegrations' | 'fetchIntegration' | 'fetchCalendars' | 'fetchIntegrationOptions' | 'fetchIcalFeed'
  | 'fetchExternalEvent' | 'fetchIgnoreRules' | 'fetchBusySlots';

interface DetailMachineOptions {
  id: string;
  /** The actor that fetches it, which the app provides. */
  actor: DetailActor;
  /** 'Error fetching person': shown alone for the unexpected, with ': {message}' for a failure. */
  errorMessage: string;
}

export function createDetailMachine<T>(options: DetailMachineOptions) {
  const fetchDetail = fromPromise<Result<T>, string>(async () => {
    throw new Error(`${options.actor} is provided by the app`);
  });
  return setup({
    types: {
      context: {} as DetailContext<T>,
      events: {} as DetailEvent,
      input: {} as DetailInput,
    },
    // Declared under the app actor's own name, so that the invoke's id and src can be that name.
    actors: { [options.actor]: fetchDetail } as Record<DetailActor, typeof fetchDetail>,
    guards: {
      isSuccess,
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({ id: input.id, detail: null, errorMessage: null }),
    initial: 'loading',
    states: {
      loading: {
        entry: assign({ errorMessage: null }),
        invoke: {
          id: options.actor,
          // One name of the union stands for them all: TypeScript cannot check a src that is any of
          // this many actors, and every one of them has the same logic type.
          src: options.actor as 'fetchEvent',
          input: ({ context }) => context.id,
          onDone: [
            {
              guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
              target: 'loaded',
              actions: assign({
                detail: ({ context, event }) => (event.output.status === 'success' ? event.output.data : context.detail),
              }),
            },
            {
              target: 'failed',
              actions: assign({ errorMessage: ({ event }) => `${options.errorMessage}: ${errorMessageOf(event.output)}` }),
            },
          ],
          onError: { target: 'failed', actions: assign({ errorMessage: options.errorMessage }) },
        },
      },
      loaded: {
        on: { 'detail.reload': 'loading' },
      },
      failed: {
        on: { 'detail.reload': 'loading' },
      },
    },
  });
}

interface DetailSnapshot<T> {
  context: DetailContext<T>;
}

/** The loaded value; during a reload still the previous one. */
export const selectDetail = <T>(snapshot: DetailSnapshot<T>) => snapshot.context.detail;
export const selectErrorMessage = <T>(snapshot: DetailSnapshot<T>) => snapshot.context.errorMessage;

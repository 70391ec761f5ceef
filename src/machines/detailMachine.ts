import type { MessageDescriptor } from '@lingui/core';
import { assign, setup } from 'xstate';
import { type Result, errorMessageOf } from '@/domain/result';
import { appActorPlaceholder, forAppActor } from '@/machines/appActor';
import { isSuccess } from '@/machines/resultGuards';
import type { FailureTexts } from '@/machines/texts';

/**
 * Loading one resource for a page by its id (or a list, with the id `LIST`), and loading it again
 * on request (after the page changed it, or to try again): loading → loaded | failed. While it
 * reloads, the last loaded value stays. Given the resource as it starts (the answer the server put
 * into the page, src/views/firstScreen.ts), it starts loaded. A view runs one with `useLoaded(machine, id)`.
 */
export interface DetailContext<T> {
  id: string;
  detail: T | null;
  errorMessage: MessageDescriptor | null;
}

export interface DetailInput<T = unknown> {
  id: string;
  /** The resource, when the page came with it. */
  given?: T;
}

export type DetailEvent = { type: 'detail.reload' };

/** The id a machine is started with when its actor takes none (a list, Home). */
export const LIST = '';

/** Why it failed to load: 'Error fetching person: {message}', or 'Error fetching person' for the unexpected. */
interface DetailMachineOptions extends FailureTexts {
  id: string;
  /** The app's actor that fetches it by the id (a list's ignores it). */
  actor: string;
}

export function createDetailMachine<T>(options: DetailMachineOptions) {
  const machine = setup({
    types: {
      context: {} as DetailContext<T>,
      events: {} as DetailEvent,
      input: {} as DetailInput<T>,
    },
    actors: { [options.actor]: appActorPlaceholder<Result<T>, string>(options.actor) },
    guards: {
      isSuccess,
      isGiven: ({ context }) => context.detail !== null,
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({ id: input.id, detail: input.given ?? null, errorMessage: null }),
    initial: 'starting',
    states: {
      starting: {
        always: [{ guard: 'isGiven', target: 'loaded' }, { target: 'loading' }],
      },
      loading: {
        entry: assign({ errorMessage: null }),
        invoke: {
          id: options.actor,
          src: options.actor,
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
              actions: assign({ errorMessage: ({ event }) => options.failed(errorMessageOf(event.output)) }),
            },
          ],
          onError: { target: 'failed', actions: assign({ errorMessage: options.unknownError }) },
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
  return forAppActor(machine, options.actor);
}

export type DetailMachine<T> = ReturnType<typeof createDetailMachine<T>>;

interface DetailSnapshot<T> {
  context: DetailContext<T>;
}

/** The loaded value; during a reload still the previous one. */
export const selectDetail = <T>(snapshot: DetailSnapshot<T>) => snapshot.context.detail;
export const selectErrorMessage = <T>(snapshot: DetailSnapshot<T>) => snapshot.context.errorMessage;

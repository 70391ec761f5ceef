import type { MessageDescriptor } from '@lingui/core';
import { assign, setup } from 'xstate';
import { type Result, errorMessageOf } from '@/domain/result';
import { appActorPlaceholder, forAppActor } from '@/machines/appActor';
import { isSuccess } from '@/machines/resultGuards';
import type { FailureTexts } from '@/machines/texts';

/**
 * Loading one resource for a page by its id (or a list, with the id `LIST`), and loading it again
 * on request (after the page changed it, or to try again): loading → loaded | failed. While it
 * reloads, the last loaded value stays. A view runs one with `useLoaded(machine, id)`.
 */
export interface DetailContext<T> {
  id: string;
  detail: T | null;
  errorMessage: MessageDescriptor | null;
}

export interface DetailInput {
  id: string;
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
      input: {} as DetailInput,
    },
    actors: { [options.actor]: appActorPlaceholder<Result<T>, string>(options.actor) },
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

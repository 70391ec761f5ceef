import type { MessageDescriptor } from '@lingui/core';
import { assign, setup } from 'xstate';
import { type Result, errorMessageOf } from '@/domain/result';
import { appActorPlaceholder, forAppActor } from '@/machines/appActor';
import { isSuccess } from '@/machines/resultGuards';
import type { FailureTexts } from '@/machines/texts';

/**
 * Acting on one thing after a confirmation (SPEC.md section 5: every delete, and anything else that
 * cannot be undone): idle → confirming → acting → done, or back to idle with why it failed. With a
 * redirect delay the page first shows the success message that long (`redirecting`, SPEC.md's
 * 'Poof…' and its 2000 ms); what follows is the page's `reportDone` (leave, load again, sign out).
 * A view runs one with `useConfirm(machine, …)`, which also draws the confirmation.
 */
export interface ConfirmContext<TTarget = string> {
  /** What the action is on, as the app's actor takes it: an id (for the winner of a plan, the decision). */
  id: TTarget;
  errorMessage: MessageDescriptor | null;
  /** The success message, once the action is done (null for a machine that names none). */
  doneMessage: MessageDescriptor | null;
}

export interface ConfirmInput<TTarget = string> {
  id: TTarget;
}

export type ConfirmEvent =
  | { type: 'delete.request' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

/** Why the action failed: 'Error deleting person: {message}', or 'Unknown error deleting person'. */
interface ConfirmMachineOptions extends FailureTexts {
  id: string;
  /** The app's actor that acts on the id. */
  actor: string;
  /** Shown once the action is done: 'Poof, this person is gone! Redirecting to network page ...'. */
  doneMessage?: MessageDescriptor;
  /** How long the success message shows before `reportDone` leaves the page; none: at once. */
  redirectDelay?: number;
}

export function createConfirmMachine<TTarget = string>(options: ConfirmMachineOptions) {
  const succeeded = options.redirectDelay === undefined ? 'done' : 'redirecting';
  const machine = setup({
    types: {
      context: {} as ConfirmContext<TTarget>,
      events: {} as ConfirmEvent,
      input: {} as ConfirmInput<TTarget>,
    },
    actors: { [options.actor]: appActorPlaceholder<Result<unknown>, TTarget>(options.actor) },
    actions: {
      /** What follows the action: leave the page, load it again, sign out. */
      reportDone: () => {},
    },
    guards: {
      isSuccess,
    },
    delays: {
      // Only a machine with a redirect delay waits on it (in `redirecting`).
      redirectDelay: options.redirectDelay ?? 0,
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({ id: input.id, errorMessage: null, doneMessage: null }),
    initial: 'idle',
    states: {
      idle: {
        on: { 'delete.request': 'confirming' },
      },
      confirming: {
        on: {
          'delete.confirm': 'acting',
          'delete.cancel': 'idle',
        },
      },
      acting: {
        entry: assign({ errorMessage: null }),
        invoke: {
          id: options.actor,
          src: options.actor,
          input: ({ context }) => context.id,
          onDone: [
            {
              guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
              target: succeeded,
              actions: assign({ doneMessage: options.doneMessage ?? null }),
            },
            {
              target: 'idle',
              actions: assign({ errorMessage: ({ event }) => options.failed(errorMessageOf(event.output)) }),
            },
          ],
          onError: { target: 'idle', actions: assign({ errorMessage: options.unknownError }) },
        },
      },
      // Only a machine with a redirect delay has this state; the others leave it out of their graph.
      ...(options.redirectDelay === undefined ? {} : { redirecting: { after: { redirectDelay: 'done' } } }),
      done: {
        type: 'final',
        entry: 'reportDone',
      },
    },
  });
  return forAppActor(machine, options.actor);
}

export type ConfirmMachine<TTarget = string> = ReturnType<typeof createConfirmMachine<TTarget>>;

/** What the selectors read; spelled out, as TypeScript cannot follow the states a delay adds. */
interface ConfirmSnapshot {
  context: ConfirmContext<unknown>;
  matches(state: 'idle' | 'confirming' | 'acting' | 'redirecting' | 'done'): boolean;
  can(event: ConfirmEvent): boolean;
}

export const selectCanRequest = (snapshot: ConfirmSnapshot) => snapshot.can({ type: 'delete.request' });
export const selectCanConfirm = (snapshot: ConfirmSnapshot) => snapshot.can({ type: 'delete.confirm' });
export const selectCanCancel = (snapshot: ConfirmSnapshot) => snapshot.can({ type: 'delete.cancel' });
export const selectIsConfirming = (snapshot: ConfirmSnapshot) => snapshot.matches('confirming');
export const selectIsActing = (snapshot: ConfirmSnapshot) => snapshot.matches('acting');
export const selectErrorMessage = (snapshot: ConfirmSnapshot) => snapshot.context.errorMessage;
export const selectDoneMessage = (snapshot: ConfirmSnapshot) => snapshot.context.doneMessage;

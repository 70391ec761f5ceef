import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { PlanChange, PricingPlan } from '@/domain/contract/users';
import { type Result, errorMessageOf, messageOfThrown } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';
import { appActorPlaceholder } from '@/machines/appActor';

/** An admin switching a user's pricing plan (e.g. to STANDARD after their feedback). */
export interface PlanChangeContext {
  userId: string;
  errorMessage: MessageDescriptor | null;
}

export interface PlanChangeInput {
  userId: string;
}

export type PlanChangeEvent = { type: 'plan.change'; pricingPlan: PricingPlan };

const changeError = (message: string) => msg`Error changing plan: ${message}`;

export const planChangeMachine = setup({
  types: {
    context: {} as PlanChangeContext,
    events: {} as PlanChangeEvent,
    input: {} as PlanChangeInput,
  },
  actors: {
    changePlan: appActorPlaceholder<Result<unknown>, PlanChange>('changePlan'),
  },
  actions: {
    /** The page loads the user again to show the new plan. */
    reportChanged: () => {},
  },
  guards: {
    isSuccess,
  },
}).createMachine({
  id: 'planChange',
  context: ({ input }) => ({ userId: input.userId, errorMessage: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'plan.change': 'saving' },
    },
    saving: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'changePlan',
        src: 'changePlan',
        input: ({ context, event }) => ({ userId: context.userId, pricingPlan: (event as PlanChangeEvent).pricingPlan }),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'idle',
            actions: 'reportChanged',
          },
          {
            target: 'idle',
            actions: assign({ errorMessage: ({ event }) => changeError(errorMessageOf(event.output)) }),
          },
        ],
        onError: {
          target: 'idle',
          actions: assign({ errorMessage: ({ event }) => changeError(messageOfThrown(event.error)) }),
        },
      },
    },
  },
});

type PlanChangeSnapshot = SnapshotFrom<typeof planChangeMachine>;

export const selectIsSaving = (snapshot: PlanChangeSnapshot) => snapshot.matches('saving');
export const selectErrorMessage = (snapshot: PlanChangeSnapshot) => snapshot.context.errorMessage;

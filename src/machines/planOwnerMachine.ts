import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { PlanDecision } from '@/domain/contract/proposedPlans';
import type { PlanSlot } from '@/domain/planSlots';
import { type Result, errorMessageOf } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';
import type { Text } from '@/machines/texts';

/**
 * The owner's actions on a plan (/proposedplans/{id}): copy the share link, and while the plan is
 * proposed, pick the winning slot (after confirming), which confirms the plan and creates its event.
 * SPEC.md leaves picking to a mobile app; here the web app picks the winner itself.
 */
export interface PlanOwnerContext {
  proposedPlanId: string;
  isOpen: boolean;
  winner: PlanSlot | null;
  linkCopied: boolean;
  errorMessage: Text | null;
}

export interface PlanOwnerInput {
  proposedPlanId: string;
  /** Whether the plan is still proposed. */
  isOpen: boolean;
}

const PICK_FAILED = msg`Unknown error picking winner`;
const pickError = (message: string) => msg`Error picking winner: ${message}`;

export type PlanOwnerEvent =
  | { type: 'link.copy' }
  | { type: 'winner.pick'; slot: PlanSlot }
  | { type: 'decision.confirm' }
  | { type: 'decision.dismiss' };

type Decided = { eventId?: string };

export const planOwnerMachine = setup({
  types: {
    context: {} as PlanOwnerContext,
    events: {} as PlanOwnerEvent,
    input: {} as PlanOwnerInput,
  },
  actors: {
    decidePlan: fromPromise<Result<Decided>, PlanDecision>(async () => {
      throw new Error('decidePlan is provided by the app');
    }),
  },
  actions: {
    copyShareLink: () => {},
    /** The plan changed: the page loads it again. */
    reloadPlan: () => {},
  },
  guards: {
    isSuccess,
    isDecided: ({ context }) => !context.isOpen,
  },
}).createMachine({
  id: 'planOwner',
  context: ({ input }) => ({
    proposedPlanId: input.proposedPlanId, isOpen: input.isOpen, winner: null, linkCopied: false, errorMessage: null,
  }),
  initial: 'open',
  on: {
    'link.copy': { actions: ['copyShareLink', assign({ linkCopied: true })] },
  },
  states: {
    open: {
      always: { guard: 'isDecided', target: 'closed' },
      on: { 'winner.pick': { target: 'confirming', actions: assign({ winner: ({ event }) => event.slot }) } },
    },
    confirming: {
      on: {
        'decision.confirm': 'deciding',
        'decision.dismiss': { target: 'open', actions: assign({ winner: null }) },
      },
    },
    deciding: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'decidePlan',
        src: 'decidePlan',
        input: ({ context }) => ({
          proposedPlanId: context.proposedPlanId,
          body: { status: 'confirmed', planOutcomeDate: context.winner?.date, planOutcomeTimeSlot: context.winner?.timeSlot },
        }),
        onDone: [
          { guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) }, target: 'closed', actions: 'reloadPlan' },
          {
            target: 'open',
            actions: assign({ winner: null, errorMessage: ({ event }) => pickError(errorMessageOf(event.output)) }),
          },
        ],
        onError: { target: 'open', actions: assign({ winner: null, errorMessage: PICK_FAILED }) },
      },
    },
    /** Confirmed or canceled: only the share link is left. */
    closed: {},
  },
});

type PlanOwnerSnapshot = SnapshotFrom<typeof planOwnerMachine>;

export const selectWinner = (snapshot: PlanOwnerSnapshot) => snapshot.context.winner;
export const selectLinkCopied = (snapshot: PlanOwnerSnapshot) => snapshot.context.linkCopied;
export const selectErrorMessage = (snapshot: PlanOwnerSnapshot) => snapshot.context.errorMessage;
export const selectIsConfirming = (snapshot: PlanOwnerSnapshot) => snapshot.matches('confirming');
export const selectIsDeciding = (snapshot: PlanOwnerSnapshot) => snapshot.matches('deciding');
export const selectCanPick = (snapshot: PlanOwnerSnapshot) => snapshot.matches('open');

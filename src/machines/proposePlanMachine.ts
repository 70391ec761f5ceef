import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { TimeSlot } from '@/domain/constants';
import type { CreatePlanBody } from '@/domain/contract/proposedPlans';
import { MAX_PLAN_SLOTS, type PlanSlot, compareSlots, slotsToText } from '@/domain/planSlots';
import { type Result, errorMessageOf, messageOfThrown } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';

/**
 * Proposing a plan to a person (/proposeplan/{personId}, SPEC.md sections 2 and 5): a title and
 * the tapped days, each added with the slot 'evening' (changeable per day; a second tap removes it),
 * then the owner's view of the new plan.
 */
export interface ProposePlanContext {
  personId: string;
  title: string;
  /** One slot per day, in day order; at most MAX_PLAN_SLOTS. */
  slots: PlanSlot[];
  errorMessage: string | null;
}

export interface ProposePlanInput {
  personId: string;
}

export type ProposePlanEvent =
  | { type: 'title.change'; value: string }
  | { type: 'day.toggle'; date: string }
  | { type: 'slot.change'; date: string; timeSlot: TimeSlot }
  | { type: 'form.submit' };

export const PROPOSED_DAY_SLOT: TimeSlot = 'evening';
const FILL_TITLE = 'Please fill title';
const NEED_SLOT = 'Please propose at least one time slot';

type Created = { proposedPlanId: string };

const createdId = (result: Result<Created>) => (result.status === 'success' ? result.data.proposedPlanId : '');

const planBody = (context: ProposePlanContext): CreatePlanBody => ({
  withPersonId: context.personId,
  proposedPlanTitle: context.title.trim(),
  proposedPlanTimeSlots: slotsToText(context.slots),
});

export const proposePlanMachine = setup({
  types: {
    context: {} as ProposePlanContext,
    events: {} as ProposePlanEvent,
    input: {} as ProposePlanInput,
  },
  actors: {
    createPlan: fromPromise<Result<Created>, CreatePlanBody>(async () => {
      throw new Error('createPlan is provided by the app');
    }),
  },
  actions: {
    goToPlan: (_, _params: { proposedPlanId: string }) => {},
  },
  guards: {
    isSuccess,
    hasNoTitle: ({ context }) => context.title.trim() === '',
    hasNoSlot: ({ context }) => context.slots.length === 0,
    /** A chosen day can always be removed; a new one only while there is room. */
    canToggle: ({ context }, { date }: { date: string }) =>
      context.slots.some((slot) => slot.date === date) || context.slots.length < MAX_PLAN_SLOTS,
  },
}).createMachine({
  id: 'proposePlan',
  context: ({ input }) => ({ personId: input.personId, title: '', slots: [], errorMessage: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'title.change': { actions: assign({ title: ({ event }) => event.value }) },
        'day.toggle': {
          guard: { type: 'canToggle', params: ({ event }) => ({ date: event.date }) },
          actions: assign({
            slots: ({ context, event }) => (context.slots.some((slot) => slot.date === event.date)
              ? context.slots.filter((slot) => slot.date !== event.date)
              : [...context.slots, { date: event.date, timeSlot: PROPOSED_DAY_SLOT }].sort(compareSlots)),
          }),
        },
        'slot.change': {
          actions: assign({
            slots: ({ context, event }) =>
              context.slots.map((slot) => (slot.date === event.date ? { ...slot, timeSlot: event.timeSlot } : slot)),
          }),
        },
        'form.submit': [
          { guard: 'hasNoTitle', actions: assign({ errorMessage: FILL_TITLE }) },
          { guard: 'hasNoSlot', actions: assign({ errorMessage: NEED_SLOT }) },
          { target: 'creating' },
        ],
      },
    },
    creating: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'createPlan',
        src: 'createPlan',
        input: ({ context }) => planBody(context),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'created',
            actions: { type: 'goToPlan', params: ({ event }) => ({ proposedPlanId: createdId(event.output) }) },
          },
          {
            target: 'editing',
            actions: assign({ errorMessage: ({ event }) => `Error adding plan: ${errorMessageOf(event.output)}` }),
          },
        ],
        onError: {
          target: 'editing',
          actions: assign({ errorMessage: ({ event }) => `Error adding plan: ${messageOfThrown(event.error)}` }),
        },
      },
    },
    created: {
      type: 'final',
    },
  },
});

type ProposePlanSnapshot = SnapshotFrom<typeof proposePlanMachine>;

export const selectTitle = (snapshot: ProposePlanSnapshot) => snapshot.context.title;
export const selectSlots = (snapshot: ProposePlanSnapshot) => snapshot.context.slots;
export const selectErrorMessage = (snapshot: ProposePlanSnapshot) => snapshot.context.errorMessage;
export const selectIsCreating = (snapshot: ProposePlanSnapshot) => snapshot.matches('creating');
export const selectCanSubmit = (snapshot: ProposePlanSnapshot) => snapshot.can({ type: 'form.submit' });

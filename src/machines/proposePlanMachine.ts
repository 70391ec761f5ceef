import { msg } from '@lingui/core/macro';
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { TimeSlot } from '@/domain/constants';
import type { BusySlots } from '@/domain/contract/events';
import type { CreatePlanBody } from '@/domain/contract/proposedPlans';
import { MAX_PLAN_SLOTS, type PlanSlot, compareSlots, slotsToText } from '@/domain/planSlots';
import { type Result, errorMessageOf, messageOfThrown } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';
import type { Text } from '@/machines/texts';
import { appActorPlaceholder } from '@/machines/appActor';

/**
 * Proposing a plan to a person (/proposeplan/{personId}, SPEC.md sections 2 and 5): a title and
 * the tapped days, each added with the slot 'evening' (changeable per day; a second tap removes it),
 * then the owner's view of the new plan. Meanwhile the slots the linked calendar keeps busy in the
 * days offered are loaded: none of them can be chosen or proposed. When they cannot be loaded, the
 * plan can still be proposed.
 */
export interface ProposePlanContext {
  personId: string;
  /** The first day the page offers; the busy slots are those of the days from it. */
  firstDay: string;
  title: string;
  /** One slot per day, in day order; at most MAX_PLAN_SLOTS. */
  slots: PlanSlot[];
  /** What the linked calendar keeps busy: none until loaded, and none without a calendar. */
  busySlots: BusySlots;
  errorMessage: Text | null;
  /** Why the busy slots are unknown. */
  busyErrorMessage: Text | null;
}

export interface ProposePlanInput {
  personId: string;
  firstDay: string;
}

export type ProposePlanEvent =
  | { type: 'title.change'; value: string }
  | { type: 'day.toggle'; date: string }
  | { type: 'slot.change'; date: string; timeSlot: TimeSlot }
  | { type: 'form.submit' };

export const PROPOSED_DAY_SLOT: TimeSlot = 'evening';
const FILL_TITLE = msg`Please fill title`;
const NEED_SLOT = msg`Please propose at least one time slot`;
const BUSY_ERROR = msg`Error fetching calendar events`;
const busyError = (message: string) => msg`Error fetching calendar events: ${message}`;
const addError = (message: string) => msg`Error adding plan: ${message}`;

type Created = { proposedPlanId: string };

const createdId = (result: Result<Created>) => (result.status === 'success' ? result.data.proposedPlanId : '');

const planBody = (context: ProposePlanContext): CreatePlanBody => ({
  withPersonId: context.personId,
  proposedPlanTitle: context.title.trim(),
  proposedPlanTimeSlots: slotsToText(context.slots),
});

/** Whether the linked calendar keeps `slot` busy. */
export const isBusySlot = (busySlots: BusySlots, { date, timeSlot }: PlanSlot) =>
  busySlots.some((busy) => busy.date === date && busy.timeSlot === timeSlot);

export const proposePlanMachine = setup({
  types: {
    context: {} as ProposePlanContext,
    events: {} as ProposePlanEvent,
    input: {} as ProposePlanInput,
  },
  actors: {
    createPlan: appActorPlaceholder<Result<Created>, CreatePlanBody>('createPlan'),
    /** Input: the first day offered. */
    fetchBusySlots: appActorPlaceholder<Result<BusySlots>, string>('fetchBusySlots'),
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
    isFree: ({ context }, slot: PlanSlot) => !isBusySlot(context.busySlots, slot),
    hasBusySlot: ({ context }) => context.slots.some((slot) => isBusySlot(context.busySlots, slot)),
  },
}).createMachine({
  id: 'proposePlan',
  context: ({ input }) => ({
    personId: input.personId,
    firstDay: input.firstDay,
    title: '',
    slots: [],
    busySlots: [],
    errorMessage: null,
    busyErrorMessage: null,
  }),
  type: 'parallel',
  states: {
    form: {
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
              guard: { type: 'isFree', params: ({ event }) => ({ date: event.date, timeSlot: event.timeSlot }) },
              actions: assign({
                slots: ({ context, event }) =>
                  context.slots.map((slot) => (slot.date === event.date ? { ...slot, timeSlot: event.timeSlot } : slot)),
              }),
            },
            'form.submit': [
              // Refused outright (the button is disabled): the busy slot's field says what to do.
              { guard: 'hasBusySlot' },
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
                actions: assign({ errorMessage: ({ event }) => addError(errorMessageOf(event.output)) }),
              },
            ],
            onError: {
              target: 'editing',
              actions: assign({ errorMessage: ({ event }) => addError(messageOfThrown(event.error)) }),
            },
          },
        },
        created: {
          type: 'final',
        },
      },
    },
    busySlots: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchBusySlots',
            src: 'fetchBusySlots',
            input: ({ context }) => context.firstDay,
            onDone: [
              {
                guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
                target: 'loaded',
                actions: assign({ busySlots: ({ event }) => (event.output.status === 'success' ? event.output.data : []) }),
              },
              {
                target: 'failed',
                actions: assign({ busyErrorMessage: ({ event }) => busyError(errorMessageOf(event.output)) }),
              },
            ],
            onError: { target: 'failed', actions: assign({ busyErrorMessage: BUSY_ERROR }) },
          },
        },
        loaded: {},
        /** Not known: every slot can be proposed. */
        failed: {},
      },
    },
  },
});

type ProposePlanSnapshot = SnapshotFrom<typeof proposePlanMachine>;

export const selectTitle = (snapshot: ProposePlanSnapshot) => snapshot.context.title;
export const selectSlots = (snapshot: ProposePlanSnapshot) => snapshot.context.slots;
export const selectErrorMessage = (snapshot: ProposePlanSnapshot) => snapshot.context.errorMessage;
export const selectBusySlots = (snapshot: ProposePlanSnapshot) => snapshot.context.busySlots;
export const selectBusyErrorMessage = (snapshot: ProposePlanSnapshot) => snapshot.context.busyErrorMessage;
export const selectIsCreating = (snapshot: ProposePlanSnapshot) => snapshot.matches({ form: 'creating' });
export const selectCanSubmit = (snapshot: ProposePlanSnapshot) => snapshot.can({ type: 'form.submit' });

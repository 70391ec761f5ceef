import { msg } from '@lingui/core/macro';
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { PlanAnswer, ProposedPlan } from '@/domain/contract/proposedPlans';
import { isEmailAddress } from '@/domain/emailAddress';
import { ERROR_CODES } from '@/domain/errorCodes';
import { type PlanSlot, compareSlots, slotKey, slotsToText } from '@/domain/planSlots';
import { type Result, errorMessageOf } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';
import type { Text } from '@/machines/texts';
import { appActorPlaceholder } from '@/machines/appActor';

/**
 * Answering a shared plan (/plan/{shareCode}, SPEC.md sections 2, 5 and 6): load it by its code,
 * tick the slots that suit, give a name (anonymous visitors; a signed-in user answers with their
 * first name) and comments, and optionally (anonymous visitors) an email address to hear which slot
 * is picked, send, and see a thank-you with the choices. The owner is sent to the
 * owner's view; a decided plan shows its outcome instead of the form.
 */
export interface PlanResponseContext {
  shareCode: string;
  /** The signed-in responder's first name; null for an anonymous visitor. */
  signedInName: string | null;
  plan: ProposedPlan | null;
  reactorName: string;
  reactionNotes: string;
  /** An anonymous responder's address for the outcome; empty for none. */
  reactorEmail: string;
  accepted: PlanSlot[];
  errorMessage: Text | null;
}

export interface PlanResponseInput {
  shareCode: string;
  signedInName: string | null;
  /**
   * The plan, when the page came with it (src/views/firstScreen.ts): it starts answering, or on the
   * decided plan's outcome. The owner's own plan still loads, to send them to the owner's view.
   */
  given?: ProposedPlan;
}

export type PlanResponseEvent =
  | { type: 'name.change'; value: string }
  | { type: 'notes.change'; value: string }
  | { type: 'email.change'; value: string }
  | { type: 'slot.toggle'; slot: PlanSlot }
  | { type: 'form.submit' };

const NO_PLAN = msg`Error: no plan found`;
const NEED_NAME = msg`Please enter your name`;
export const BAD_EMAIL = msg`Please enter a valid email address, or leave it empty`;
const FETCH_FAILED = msg`Error fetching plan`;
const ANSWER_FAILED = msg`Unknown error adding response`;
const notFound = (code: string) => msg`No plan found for invite code ${code}`;
const fetchError = (message: string) => msg`Error fetching plan: ${message}`;
const answerError = (message: string) => msg`Error adding response: ${message}`;

const planOf = (result: Result<ProposedPlan>) => (result.status === 'success' ? result.data : null);

const answerOf = (context: PlanResponseContext): PlanAnswer => ({
  proposedPlanId: context.plan?.proposedPlanId ?? '',
  body: {
    ...(context.signedInName === null ? { reactorName: context.reactorName.trim() } : {}),
    ...(context.signedInName === null && context.reactorEmail.trim() ? { reactorEmail: context.reactorEmail.trim() } : {}),
    ...(context.reactionNotes.trim() ? { reactionNotes: context.reactionNotes.trim() } : {}),
    acceptedTimeSlots: slotsToText(context.accepted),
  },
});

export const planResponseMachine = setup({
  types: {
    context: {} as PlanResponseContext,
    events: {} as PlanResponseEvent,
    input: {} as PlanResponseInput,
  },
  actors: {
    fetchPlanByCode: appActorPlaceholder<Result<ProposedPlan>, string>('fetchPlanByCode'),
    answerPlan: appActorPlaceholder<Result<unknown>, PlanAnswer>('answerPlan'),
  },
  actions: {
    goToOwnerView: (_, _params: { proposedPlanId: string }) => {},
    // Not while the answer is being sent: what is sent is what was checked.
    changeEmail: assign({ reactorEmail: ({ context, event }) => (event.type === 'email.change' ? event.value : context.reactorEmail) }),
  },
  guards: {
    isSuccess,
    isOwnPlan: (_, { result }: { result: Result<ProposedPlan> }) => planOf(result)?.isOwner === true,
    isOpenPlan: (_, { result }: { result: Result<ProposedPlan> }) => planOf(result)?.status === 'proposed',
    isMissing: (_, { result }: { result: Result<ProposedPlan> }) => result.status === 'error' && result.errorCode === ERROR_CODES.notFound,
    hasOpenPlan: ({ context }) => context.plan?.status === 'proposed',
    hasPlan: ({ context }) => context.plan !== null,
    needsName: ({ context }) => context.signedInName === null && context.reactorName.trim() === '',
    hasBadEmail: ({ context }) => context.signedInName === null && context.reactorEmail.trim() !== '' && !isEmailAddress(context.reactorEmail),
  },
}).createMachine({
  id: 'planResponse',
  context: ({ input }) => ({
    shareCode: input.shareCode,
    signedInName: input.signedInName,
    plan: input.given?.isOwner === false ? input.given : null,
    reactorName: '',
    reactionNotes: '',
    reactorEmail: '',
    accepted: [],
    errorMessage: null,
  }),
  initial: 'starting',
  on: {
    'name.change': { actions: assign({ reactorName: ({ event }) => event.value }) },
    'notes.change': { actions: assign({ reactionNotes: ({ event }) => event.value }) },
  },
  states: {
    starting: {
      always: [{ guard: 'hasOpenPlan', target: 'answering' }, { guard: 'hasPlan', target: 'decided' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'fetchPlanByCode',
        src: 'fetchPlanByCode',
        input: ({ context }) => context.shareCode,
        onDone: [
          {
            guard: { type: 'isOwnPlan', params: ({ event }) => ({ result: event.output }) },
            target: 'owner',
            actions: { type: 'goToOwnerView', params: ({ event }) => ({ proposedPlanId: planOf(event.output)?.proposedPlanId ?? '' }) },
          },
          {
            guard: { type: 'isOpenPlan', params: ({ event }) => ({ result: event.output }) },
            target: 'answering',
            actions: assign({ plan: ({ event }) => planOf(event.output) }),
          },
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'decided',
            actions: assign({ plan: ({ event }) => planOf(event.output) }),
          },
          {
            guard: { type: 'isMissing', params: ({ event }) => ({ result: event.output }) },
            target: 'failed',
            actions: assign({ errorMessage: ({ context }) => notFound(context.shareCode) }),
          },
          {
            target: 'failed',
            actions: assign({ errorMessage: ({ event }) => fetchError(errorMessageOf(event.output)) }),
          },
        ],
        onError: { target: 'failed', actions: assign({ errorMessage: FETCH_FAILED }) },
      },
      on: { 'form.submit': { actions: assign({ errorMessage: NO_PLAN }) }, 'email.change': { actions: 'changeEmail' } },
    },
    failed: {
      on: { 'form.submit': { actions: assign({ errorMessage: NO_PLAN }) }, 'email.change': { actions: 'changeEmail' } },
    },
    answering: {
      on: {
        'email.change': { actions: 'changeEmail' },
        'slot.toggle': {
          actions: assign({
            accepted: ({ context, event }) => (context.accepted.some((slot) => slotKey(slot) === slotKey(event.slot))
              ? context.accepted.filter((slot) => slotKey(slot) !== slotKey(event.slot))
              : [...context.accepted, event.slot].sort(compareSlots)),
          }),
        },
        'form.submit': [
          { guard: 'needsName', actions: assign({ errorMessage: NEED_NAME }) },
          { guard: 'hasBadEmail', actions: assign({ errorMessage: BAD_EMAIL }) },
          { target: 'submitting' },
        ],
      },
    },
    submitting: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'answerPlan',
        src: 'answerPlan',
        input: ({ context }) => answerOf(context),
        onDone: [
          { guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) }, target: 'thanked' },
          {
            target: 'answering',
            actions: assign({ errorMessage: ({ event }) => answerError(errorMessageOf(event.output)) }),
          },
        ],
        onError: { target: 'answering', actions: assign({ errorMessage: ANSWER_FAILED }) },
      },
    },
    thanked: {
      type: 'final',
    },
    /** Confirmed or canceled: nothing left to answer. */
    decided: {
      type: 'final',
    },
    owner: {
      type: 'final',
    },
  },
});

type PlanResponseSnapshot = SnapshotFrom<typeof planResponseMachine>;

export const selectPlan = (snapshot: PlanResponseSnapshot) => snapshot.context.plan;
export const selectErrorMessage = (snapshot: PlanResponseSnapshot) => snapshot.context.errorMessage;
export const selectReactorName = (snapshot: PlanResponseSnapshot) => snapshot.context.reactorName;
export const selectReactionNotes = (snapshot: PlanResponseSnapshot) => snapshot.context.reactionNotes;
export const selectReactorEmail = (snapshot: PlanResponseSnapshot) => snapshot.context.reactorEmail;
export const selectAccepted = (snapshot: PlanResponseSnapshot) => snapshot.context.accepted;
export const selectIsSubmitting = (snapshot: PlanResponseSnapshot) => snapshot.matches('submitting');
export const selectIsThanked = (snapshot: PlanResponseSnapshot) => snapshot.matches('thanked');
export const selectIsLoading = (snapshot: PlanResponseSnapshot) => snapshot.matches('loading');
/** Confirmed or canceled: the page shows the outcome instead of the form. */
export const selectIsDecided = (snapshot: PlanResponseSnapshot) => snapshot.matches('decided');
export const selectCanSubmit = (snapshot: PlanResponseSnapshot) => snapshot.can({ type: 'form.submit' });

import { msg } from '@lingui/core/macro';
import { assign, setup, type SnapshotFrom } from 'xstate';
import { MAX_ANSWERS_PER_PLAN } from '@/domain/constants';
import type { PlanNotifications, PlanNotificationsBody, PlanNotificationsChange } from '@/domain/contract/proposedPlans';
import { type Result, errorMessageOf } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';
import type { Text } from '@/machines/texts';
import { appActorPlaceholder } from '@/machines/appActor';

/**
 * The owner's notification choices on the plan's page (/proposedplans/{id}): the switch that mutes
 * it (no email or push about its answers; they still reach the inbox), saved as soon as it is
 * flipped, and 'Answers expected', how many answers make "everyone answered" (empty: the people the
 * plan was shared with through connections), a draft saved with its button. A failed save says why
 * and keeps the draft; the switch shows what is saved.
 */
export interface PlanNotificationsContext {
  proposedPlanId: string;
  /** What the server holds. */
  muted: boolean;
  expectedAnswers: number | null;
  /** The 'Answers expected' field as typed. */
  expectedDraft: string;
  /** The change being saved. */
  saving: PlanNotificationsBody | null;
  errorMessage: Text | null;
}

export interface PlanNotificationsInput {
  proposedPlanId: string;
  notificationsMuted: boolean;
  expectedAnswers: number | null;
}

export type PlanNotificationsEvent =
  | { type: 'mute.toggle' }
  | { type: 'expected.change'; value: string }
  | { type: 'expected.save' };

const max = MAX_ANSWERS_PER_PLAN;
export const EXPECTED_ANSWERS_INVALID = msg`Answers expected must be a whole number from 1 to ${max}, or empty`;
const SAVE_FAILED = msg`Unknown error saving notification settings`;
const saveError = (message: string) => msg`Error saving notification settings: ${message}`;

const textOf = (expectedAnswers: number | null) => (expectedAnswers === null ? '' : String(expectedAnswers));

/** The draft as the API takes it: null when empty, undefined when it is no such number. */
function expectedOf(draft: string): number | null | undefined {
  const text = draft.trim();
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return undefined;
  const count = Number(text);
  return count >= 1 && count <= MAX_ANSWERS_PER_PLAN ? count : undefined;
}

const saved = (output: Result<PlanNotifications>) => (output.status === 'success'
  ? { muted: output.data.notificationsMuted, expectedAnswers: output.data.expectedAnswers }
  : {});

export const planNotificationsMachine = setup({
  types: {
    context: {} as PlanNotificationsContext,
    events: {} as PlanNotificationsEvent,
    input: {} as PlanNotificationsInput,
  },
  actors: {
    savePlanNotifications: appActorPlaceholder<Result<PlanNotifications>, PlanNotificationsChange>('savePlanNotifications'),
  },
  guards: {
    isSuccess,
    isValidDraft: ({ context }) => expectedOf(context.expectedDraft) !== undefined,
  },
}).createMachine({
  id: 'planNotifications',
  context: ({ input }) => ({
    proposedPlanId: input.proposedPlanId,
    muted: input.notificationsMuted,
    expectedAnswers: input.expectedAnswers,
    expectedDraft: textOf(input.expectedAnswers),
    saving: null,
    errorMessage: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'mute.toggle': { target: 'saving', actions: assign({ saving: ({ context }) => ({ notificationsMuted: !context.muted }) }) },
        'expected.change': { actions: assign({ expectedDraft: ({ event }) => event.value }) },
        'expected.save': [
          {
            guard: 'isValidDraft',
            target: 'saving',
            actions: assign({ saving: ({ context }) => ({ expectedAnswers: expectedOf(context.expectedDraft) ?? null }) }),
          },
          { actions: assign({ errorMessage: EXPECTED_ANSWERS_INVALID }) },
        ],
      },
    },
    saving: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'savePlanNotifications',
        src: 'savePlanNotifications',
        input: ({ context }) => ({ proposedPlanId: context.proposedPlanId, body: context.saving ?? {} }),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'idle',
            actions: [
              assign(({ event }) => saved(event.output)),
              // A saved count is shown as the server holds it; a mute leaves the draft being typed alone.
              assign({ expectedDraft: ({ context }) => ('expectedAnswers' in (context.saving ?? {}) ? textOf(context.expectedAnswers) : context.expectedDraft) }),
              assign({ saving: null }),
            ],
          },
          {
            target: 'idle',
            actions: assign({ saving: null, errorMessage: ({ event }) => saveError(errorMessageOf(event.output)) }),
          },
        ],
        onError: { target: 'idle', actions: assign({ saving: null, errorMessage: SAVE_FAILED }) },
      },
    },
  },
});

type PlanNotificationsSnapshot = SnapshotFrom<typeof planNotificationsMachine>;

/** The switch shows the mute being saved while it is, then what the server holds. */
export const selectMuted = (snapshot: PlanNotificationsSnapshot) => snapshot.context.saving?.notificationsMuted ?? snapshot.context.muted;
export const selectExpectedDraft = (snapshot: PlanNotificationsSnapshot) => snapshot.context.expectedDraft;
export const selectIsSaving = (snapshot: PlanNotificationsSnapshot) => snapshot.matches('saving');
export const selectIsSavingExpected = (snapshot: PlanNotificationsSnapshot) =>
  snapshot.matches('saving') && snapshot.context.saving !== null && 'expectedAnswers' in snapshot.context.saving;
export const selectErrorMessage = (snapshot: PlanNotificationsSnapshot) => snapshot.context.errorMessage;

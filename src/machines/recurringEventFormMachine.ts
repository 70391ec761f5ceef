import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { and, assign, setup, type SnapshotFrom } from 'xstate';
import type { RecurringEventType } from '@/domain/constants';
import type { CreateRecurringEventBody, RecurringEvent } from '@/domain/contract/recurringEvents';
import { isValidMonthDay } from '@/domain/recurringDates';
import { birthdayName, maxDayOf } from '@/domain/yearlyEvents';
import type { RecurringEventUpdate } from '@/domain/contract/recurringEvents';
import { type Result, errorMessageOf, messageOfThrown } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';
import { appActorPlaceholder } from '@/machines/appActor';

/**
 * The yearly-event form: adding one for a person on /network/{id}/editrecurringevents (the form
 * starts afresh after each), and editing one on /recurringevents/{id}/edit (then back to its page).
 * A birthday's name is prefilled with "{person}'s Birthday".
 */
export interface RecurringEventDraft {
  recurringEventType: RecurringEventType;
  recurringEventName: string;
  recurringEventMonth: number;
  recurringEventDay: number;
}

export interface RecurringEventFormContext {
  personName: string;
  /** Set when adding: whose event it becomes. */
  personId: string | null;
  /** Set when editing. */
  recurringEventId: string | null;
  draft: RecurringEventDraft;
  errorMessage: MessageDescriptor | null;
}

export type RecurringEventFormInput =
  | { personId: string; personName: string }
  | { recurringEvent: RecurringEvent };

export type RecurringEventFormEvent =
  | { type: 'type.change'; recurringEventType: RecurringEventType }
  | { type: 'name.change'; value: string }
  | { type: 'month.change'; month: number }
  | { type: 'day.change'; day: number }
  | { type: 'form.submit' };

const createError = (message: string) => msg`Error creating event: ${message}`;
const updateError = (message: string) => msg`Error updating recurring event: ${message}`;
const UNKNOWN_CREATE_ERROR = msg`Unknown error adding recurring event`;

/** SPEC.md section 9: birthday, 1 January. */
const newRecurringEventDraft = (personName: string): RecurringEventDraft => ({
  recurringEventType: 'birthday',
  recurringEventName: birthdayName(personName),
  recurringEventMonth: 1,
  recurringEventDay: 1,
});

function initialContext(input: RecurringEventFormInput): RecurringEventFormContext {
  if ('personId' in input) {
    return {
      personName: input.personName,
      personId: input.personId,
      recurringEventId: null,
      draft: newRecurringEventDraft(input.personName),
      errorMessage: null,
    };
  }
  const { recurringEvent: event } = input;
  return {
    personName: event.personName ?? '',
    personId: null,
    recurringEventId: event.recurringEventId,
    draft: {
      recurringEventType: event.recurringEventType === 'other' ? 'other' : 'birthday',
      recurringEventName: event.recurringEventName,
      recurringEventMonth: event.recurringEventMonth,
      recurringEventDay: event.recurringEventDay,
    },
    errorMessage: null,
  };
}

/** Choosing Birthday prefills the name; leaving it drops the prefill, but not a name typed in. */
function withType(context: RecurringEventFormContext, type: RecurringEventType): RecurringEventDraft {
  const prefill = birthdayName(context.personName);
  const name = context.draft.recurringEventName;
  return {
    ...context.draft,
    recurringEventType: type,
    recurringEventName: type === 'birthday' ? prefill : name === prefill ? '' : name,
  };
}

const bodyOf = ({ recurringEventName, ...rest }: RecurringEventDraft) => ({ ...rest, recurringEventName: recurringEventName.trim() });

type Saved = { recurringEventId: string };

export const recurringEventFormMachine = setup({
  types: {
    context: {} as RecurringEventFormContext,
    events: {} as RecurringEventFormEvent,
    input: {} as RecurringEventFormInput,
  },
  actors: {
    createRecurringEvent: appActorPlaceholder<Result<Saved>, CreateRecurringEventBody>('createRecurringEvent'),
    updateRecurringEvent: appActorPlaceholder<Result<Saved>, RecurringEventUpdate>('updateRecurringEvent'),
  },
  actions: {
    /** A new event exists: whoever lists them shows it. */
    reportCreated: () => {},
    goToRecurringEvent: (_, _params: { recurringEventId: string }) => {},
  },
  guards: {
    isComplete: ({ context }) => context.draft.recurringEventName.trim() !== '',
    isDayInMonth: ({ context }, { day }: { day: number }) => isValidMonthDay(context.draft.recurringEventMonth, day),
    isEditing: ({ context }) => context.recurringEventId !== null,
    isSuccess,
  },
}).createMachine({
  id: 'recurringEventForm',
  context: ({ input }) => initialContext(input),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'type.change': {
          actions: assign({ draft: ({ context, event }) => withType(context, event.recurringEventType) }),
        },
        'name.change': {
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, recurringEventName: event.value }) }),
        },
        'month.change': {
          // 31 January becomes 29 February, not a day the month lacks.
          actions: assign({
            draft: ({ context, event }) => ({
              ...context.draft,
              recurringEventMonth: event.month,
              recurringEventDay: Math.min(context.draft.recurringEventDay, maxDayOf(event.month)),
            }),
          }),
        },
        'day.change': {
          guard: { type: 'isDayInMonth', params: ({ event }) => ({ day: event.day }) },
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, recurringEventDay: event.day }) }),
        },
        'form.submit': [
          { guard: and(['isComplete', 'isEditing']), target: 'updating' },
          { guard: 'isComplete', target: 'creating' },
        ],
      },
    },
    creating: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'createRecurringEvent',
        src: 'createRecurringEvent',
        input: ({ context }) => ({ personId: context.personId as string, ...bodyOf(context.draft) }),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'editing',
            actions: [assign({ draft: ({ context }) => newRecurringEventDraft(context.personName) }), 'reportCreated'],
          },
          {
            target: 'editing',
            actions: assign({ errorMessage: ({ event }) => createError(errorMessageOf(event.output)) }),
          },
        ],
        onError: {
          target: 'editing',
          actions: assign({ errorMessage: UNKNOWN_CREATE_ERROR }),
        },
      },
    },
    updating: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'updateRecurringEvent',
        src: 'updateRecurringEvent',
        input: ({ context }) => ({ recurringEventId: context.recurringEventId as string, body: bodyOf(context.draft) }),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'saved',
          },
          {
            target: 'editing',
            actions: assign({ errorMessage: ({ event }) => updateError(errorMessageOf(event.output)) }),
          },
        ],
        onError: {
          target: 'editing',
          actions: assign({ errorMessage: ({ event }) => updateError(messageOfThrown(event.error)) }),
        },
      },
    },
    saved: {
      type: 'final',
      entry: { type: 'goToRecurringEvent', params: ({ context }) => ({ recurringEventId: context.recurringEventId as string }) },
    },
  },
});

type RecurringEventFormSnapshot = SnapshotFrom<typeof recurringEventFormMachine>;

export const selectDraft = (snapshot: RecurringEventFormSnapshot) => snapshot.context.draft;
export const selectIsAdding = (snapshot: RecurringEventFormSnapshot) => snapshot.context.recurringEventId === null;
export const selectErrorMessage = (snapshot: RecurringEventFormSnapshot) => snapshot.context.errorMessage;
export const selectIsSaving = (snapshot: RecurringEventFormSnapshot) =>
  snapshot.matches('creating') || snapshot.matches('updating');
export const selectCanSubmit = (snapshot: RecurringEventFormSnapshot) => snapshot.can({ type: 'form.submit' });

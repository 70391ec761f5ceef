import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { Activity } from '@/domain/constants';
import type { Event, EventUpdate } from '@/domain/contract/events';
import { type Result, errorMessageOf } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';
import { appActorPlaceholder } from '@/machines/appActor';

/** The event edit form (/calendar/{eventId}/edit): activity, title, notes; saved → the event's page. */
export interface EventFormDraft {
  /** '' when the event has none (an external event converted without one). */
  eventActivity: Activity | '';
  eventTitle: string;
  eventNotes: string;
}

export interface EventFormContext {
  eventId: string;
  draft: EventFormDraft;
  errorMessage: MessageDescriptor | null;
}

export type EventFormEvent =
  | { type: 'activity.change'; activity: Activity }
  | { type: 'field.change'; field: 'eventTitle' | 'eventNotes'; value: string }
  | { type: 'form.submit' };

export const EVENT_UPDATED = msg`Event updated successfully`;
const updateError = (message: string) => msg`Error updating event: ${message}`;

/** Emptied text fields are cleared with null; the title rule then names the event. */
const updateOf = (context: EventFormContext): EventUpdate => ({
  eventId: context.eventId,
  body: {
    ...(context.draft.eventActivity ? { eventActivity: context.draft.eventActivity } : {}),
    eventTitle: context.draft.eventTitle.trim() || null,
    eventNotes: context.draft.eventNotes.trim() ? context.draft.eventNotes : null,
  },
});

export const eventFormMachine = setup({
  types: {
    context: {} as EventFormContext,
    events: {} as EventFormEvent,
    input: {} as { event: Event },
  },
  actors: {
    updateEvent: appActorPlaceholder<Result<unknown>, EventUpdate>('updateEvent'),
  },
  actions: {
    /** Opens the event's page with EVENT_UPDATED. */
    goToEvent: (_, _params: { eventId: string }) => {},
  },
  guards: {
    isSuccess,
  },
}).createMachine({
  id: 'eventForm',
  context: ({ input: { event } }) => ({
    eventId: event.eventId,
    draft: { eventActivity: event.eventActivity ?? '', eventTitle: event.eventTitle ?? '', eventNotes: event.eventNotes ?? '' },
    errorMessage: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'activity.change': { actions: assign(({ context, event }) => ({ draft: { ...context.draft, eventActivity: event.activity } })) },
        'field.change': { actions: assign(({ context, event }) => ({ draft: { ...context.draft, [event.field]: event.value } })) },
        'form.submit': 'saving',
      },
    },
    saving: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'updateEvent',
        src: 'updateEvent',
        input: ({ context }) => updateOf(context),
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
        onError: { target: 'editing', actions: assign({ errorMessage: msg`Unknown error updating event` }) },
      },
    },
    saved: {
      type: 'final',
      entry: { type: 'goToEvent', params: ({ context }) => ({ eventId: context.eventId }) },
    },
  },
});

type EventFormSnapshot = SnapshotFrom<typeof eventFormMachine>;

export const selectDraft = (snapshot: EventFormSnapshot) => snapshot.context.draft;
export const selectErrorMessage = (snapshot: EventFormSnapshot) => snapshot.context.errorMessage;
export const selectIsSaving = (snapshot: EventFormSnapshot) => snapshot.matches('saving');
export const selectCanSubmit = (snapshot: EventFormSnapshot) => snapshot.can({ type: 'form.submit' });

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { Activity, TimeSlot } from '@/domain/constants';
import type { CreateEventBody } from '@/domain/contract/events';
import { type Result, errorMessageOf } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';
import { appActorPlaceholder } from '@/machines/appActor';

/**
 * The day panel (SPEC.md sections 2 and 4): choosing a free slot of the selected day opens a small
 * form (person, activity, title) that creates the fun plan; success shows the created-event banner
 * until it is closed. While a person page indicates a plan, a tapped slot becomes a proposed
 * event with that person at once. An external event becomes a fun plan through the same draft and
 * body (externalEventConvertMachine).
 */
export interface EventDraft {
  slot: TimeSlot;
  /** '' until a person is picked. */
  personId: string;
  eventActivity: Activity;
  /** '' for none: the title rule then names it by activity and person. */
  eventTitle: string;
}

export interface EventCreateContext {
  date: string;
  /** The person a plan is being indicated with, if any. */
  indicatedPersonId: string | null;
  draft: EventDraft | null;
  created: { eventId: string; date: string; slot: TimeSlot } | null;
  errorMessage: MessageDescriptor | null;
}

export interface EventCreateInput {
  date: string;
  indicatedPersonId?: string | null;
}

/** What changes a draft. */
export type EventDraftEvent =
  | { type: 'person.change'; personId: string }
  | { type: 'activity.change'; activity: Activity }
  | { type: 'title.change'; title: string };

export type EventCreateEvent =
  | { type: 'slot.choose'; slot: TimeSlot }
  | EventDraftEvent
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'banner.close' };

const addError = (message: string) => msg`Error adding event:${message}`;
const UNKNOWN_ADD_ERROR = msg`Unknown error adding event`;

/** SPEC.md section 9: a new event is drinks until the user picks something else. */
export const DEFAULT_ACTIVITY: Activity = 'drinks';

export const newDraft = (slot: TimeSlot, personId: string | null, eventTitle = ''): EventDraft =>
  ({ slot, personId: personId ?? '', eventActivity: DEFAULT_ACTIVITY, eventTitle });

/** The part of a draft an event changes. */
export function draftChange(event: EventDraftEvent): Partial<EventDraft> {
  switch (event.type) {
    case 'person.change': return { personId: event.personId };
    case 'activity.change': return { eventActivity: event.activity };
    case 'title.change': return { eventTitle: event.title };
  }
}

export const hasPerson = (draft: EventDraft | null) => Boolean(draft?.personId);

/** `POST /events` for a draft on `date`; a blank title is left to the title rule. */
export function eventBody(date: string, draft: EventDraft, proposed: boolean): CreateEventBody {
  return {
    personId: draft.personId,
    eventDate: date,
    eventTimeSlot: draft.slot,
    eventActivity: draft.eventActivity,
    ...(draft.eventTitle.trim() ? { eventTitle: draft.eventTitle.trim() } : {}),
    ...(proposed ? { status: 'proposed' as const } : {}),
  };
}

export const eventCreateMachine = setup({
  types: {
    context: {} as EventCreateContext,
    events: {} as EventCreateEvent,
    input: {} as EventCreateInput,
  },
  actors: {
    createEvent: appActorPlaceholder<Result<{ eventId: string }>, CreateEventBody>('createEvent'),
  },
  actions: {
    editDraft: assign(({ context }, change: Partial<EventDraft>) => ({ draft: context.draft && { ...context.draft, ...change } })),
    /** Tells the calendar around the panel to load its events again. */
    reportCreated: () => {},
  },
  guards: {
    isSuccess,
    isIndicatingPlan: ({ context }) => context.indicatedPersonId !== null,
    hasPerson: ({ context }) => hasPerson(context.draft),
  },
}).createMachine({
  id: 'eventCreate',
  context: ({ input }) => ({
    date: input.date,
    indicatedPersonId: input.indicatedPersonId ?? null,
    draft: null,
    created: null,
    errorMessage: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'slot.choose': [
          {
            guard: 'isIndicatingPlan',
            target: 'saving',
            actions: assign({ draft: ({ context, event }) => newDraft(event.slot, context.indicatedPersonId), created: null }),
          },
          {
            target: 'editing',
            actions: assign({ draft: ({ event }) => newDraft(event.slot, null), created: null, errorMessage: null }),
          },
        ],
      },
    },
    editing: {
      on: {
        'person.change': { actions: { type: 'editDraft', params: ({ event }) => draftChange(event) } },
        'activity.change': { actions: { type: 'editDraft', params: ({ event }) => draftChange(event) } },
        'title.change': { actions: { type: 'editDraft', params: ({ event }) => draftChange(event) } },
        'form.submit': { guard: 'hasPerson', target: 'saving' },
        'form.cancel': { target: 'idle', actions: assign({ draft: null, errorMessage: null }) },
      },
    },
    saving: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'createEvent',
        src: 'createEvent',
        input: ({ context }) => eventBody(context.date, context.draft!, context.indicatedPersonId !== null),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'idle',
            actions: [
              assign({
                created: ({ context, event }) => (event.output.status === 'success'
                  ? { eventId: event.output.data.eventId, date: context.date, slot: context.draft!.slot }
                  : null),
                draft: null,
              }),
              'reportCreated',
            ],
          },
          {
            guard: 'isIndicatingPlan',
            target: 'idle',
            actions: assign({ draft: null, errorMessage: ({ event }) => addError(errorMessageOf(event.output)) }),
          },
          {
            target: 'editing',
            actions: assign({ errorMessage: ({ event }) => addError(errorMessageOf(event.output)) }),
          },
        ],
        onError: [
          { guard: 'isIndicatingPlan', target: 'idle', actions: assign({ draft: null, errorMessage: UNKNOWN_ADD_ERROR }) },
          { target: 'editing', actions: assign({ errorMessage: UNKNOWN_ADD_ERROR }) },
        ],
      },
    },
  },
  on: {
    'banner.close': { actions: assign({ created: null }) },
  },
});

type EventCreateSnapshot = SnapshotFrom<typeof eventCreateMachine>;

export const selectDraft = (snapshot: EventCreateSnapshot) => snapshot.context.draft;
export const selectCreated = (snapshot: EventCreateSnapshot) => snapshot.context.created;
export const selectErrorMessage = (snapshot: EventCreateSnapshot) => snapshot.context.errorMessage;
export const selectIsSaving = (snapshot: EventCreateSnapshot) => snapshot.matches('saving');
export const selectCanSubmit = (snapshot: EventCreateSnapshot) => snapshot.can({ type: 'form.submit' });
export const selectCanChooseSlot = (snapshot: EventCreateSnapshot) => snapshot.can({ type: 'slot.choose', slot: 'morning' });

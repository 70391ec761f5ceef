import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { IgnoreScope } from '@/domain/constants';
import type { CreateEventBody } from '@/domain/contract/events';
import type { CreateIgnoreRuleBody, ExternalEvent, ExternalEventDetail, IgnoreRule } from '@/domain/contract/integrations';
import { type Result, errorMessageOf } from '@/domain/result';
import { createConfirmMachine } from '@/machines/confirmMachine';
import { createDetailMachine } from '@/machines/detailMachine';
import {
  type EventDraft, type EventDraftEvent, draftChange, eventBody, hasPerson, newDraft,
} from '@/machines/eventCreateMachine';
import { isSuccess } from '@/machines/resultGuards';
import { appActorPlaceholder } from '@/machines/appActor';

/** /externalcalendar/{id}: the event, then converting it to a fun plan or ignoring it (SPEC.md section 4). */
export const externalEventDetailMachine = createDetailMachine<ExternalEventDetail>({
  id: 'externalEventDetail',
  actor: 'fetchExternalEvent',
  failed: (message) => msg`Error fetching event: ${message}`,
  unknownError: msg`Error fetching event`,
});

/** What the conversion and the ignore rule keep of the external event: where it is, and when. */
export interface ExternalEventSource {
  id: string;
  integrationId: string;
  startDate: string;
}

export interface ExternalEventInput {
  event: ExternalEvent;
}

const sourceOf = ({ id, integrationId, startDate }: ExternalEvent): ExternalEventSource => ({ id, integrationId, startDate });

/**
 * 'Convert to Fun Plan': the day panel's draft (person, activity, title), starting from the external
 * event's slot and summary, and its body with the external event's ids; then a link to the new plan.
 */
export interface ExternalEventConvertContext {
  source: ExternalEventSource;
  draft: EventDraft;
  /** The new fun plan, once converted. */
  eventId: string | null;
  errorMessage: MessageDescriptor | null;
}

export type ExternalEventConvertEvent = EventDraftEvent | { type: 'form.submit' };

const createError = (message: string) => msg`Error creating event: ${message}`;

const convertBody = ({ source, draft }: ExternalEventConvertContext): CreateEventBody => ({
  ...eventBody(source.startDate, draft, false),
  externalCalendarEventId: source.id,
  externalCalendarEventIntegrationId: source.integrationId,
});

export const externalEventConvertMachine = setup({
  types: {
    context: {} as ExternalEventConvertContext,
    events: {} as ExternalEventConvertEvent,
    input: {} as ExternalEventInput,
  },
  actors: {
    createEvent: appActorPlaceholder<Result<{ eventId: string }>, CreateEventBody>('createEvent'),
  },
  actions: {
    editDraft: assign(({ context }, change: Partial<EventDraft>) => ({ draft: { ...context.draft, ...change } })),
  },
  guards: {
    isSuccess,
    hasPerson: ({ context }) => hasPerson(context.draft),
  },
}).createMachine({
  id: 'externalEventConvert',
  context: ({ input }) => ({
    source: sourceOf(input.event),
    draft: newDraft(input.event.eventTimeSlot, null, input.event.summary),
    eventId: null,
    errorMessage: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'person.change': { actions: { type: 'editDraft', params: ({ event }) => draftChange(event) } },
        'activity.change': { actions: { type: 'editDraft', params: ({ event }) => draftChange(event) } },
        'title.change': { actions: { type: 'editDraft', params: ({ event }) => draftChange(event) } },
        'form.submit': { guard: 'hasPerson', target: 'converting' },
      },
    },
    converting: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'createEvent',
        src: 'createEvent',
        input: ({ context }) => convertBody(context),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'converted',
            actions: assign({ eventId: ({ event }) => (event.output.status === 'success' ? event.output.data.eventId : null) }),
          },
          {
            target: 'editing',
            actions: assign({ errorMessage: ({ event }) => createError(errorMessageOf(event.output)) }),
          },
        ],
        onError: { target: 'editing', actions: assign({ errorMessage: msg`Unknown error creating event` }) },
      },
    },
    converted: {
      type: 'final',
    },
  },
});

type ConvertSnapshot = SnapshotFrom<typeof externalEventConvertMachine>;

export const selectConvertDraft = (snapshot: ConvertSnapshot) => snapshot.context.draft;
export const selectConvertedEventId = (snapshot: ConvertSnapshot) => snapshot.context.eventId;
export const selectConvertErrorMessage = (snapshot: ConvertSnapshot) => snapshot.context.errorMessage;
export const selectIsConverting = (snapshot: ConvertSnapshot) => snapshot.matches('converting');
export const selectCanConvert = (snapshot: ConvertSnapshot) => snapshot.can({ type: 'form.submit' });

/**
 * 'Ignore event': all events matching a text (the summary, to start with: SPEC.md's default scope)
 * or only this one; the rule's events then show greyed.
 */
export interface IgnoreRuleCreateContext {
  source: ExternalEventSource;
  scope: IgnoreScope;
  pattern: string;
  errorMessage: MessageDescriptor | null;
}

export type IgnoreRuleCreateEvent =
  | { type: 'scope.change'; scope: IgnoreScope }
  | { type: 'pattern.change'; pattern: string }
  | { type: 'form.submit' };

const addRuleError = (message: string) => msg`Error adding rule: ${message}`;

const ruleBody = ({ source, scope, pattern }: IgnoreRuleCreateContext): CreateIgnoreRuleBody => ({
  matchPattern: pattern.trim(),
  whichEventsToIgnore: scope,
  createdFromExternalEventId: source.id,
  createdFromExternalIntegrationId: source.integrationId,
});

export const ignoreRuleCreateMachine = setup({
  types: {
    context: {} as IgnoreRuleCreateContext,
    events: {} as IgnoreRuleCreateEvent,
    input: {} as ExternalEventInput,
  },
  actors: {
    createIgnoreRule: appActorPlaceholder<Result<{ ruleId: string }>, CreateIgnoreRuleBody>('createIgnoreRule'),
  },
  guards: {
    isSuccess,
    // Even a rule for this event alone is stored with a text (the server asks for one).
    hasPattern: ({ context }) => context.pattern.trim() !== '',
    /** The text matters, and can be changed, only for a rule of all matching events. */
    isMatchingRule: ({ context }) => context.scope === 'all_matching',
  },
}).createMachine({
  id: 'ignoreRuleCreate',
  context: ({ input }) => ({ source: sourceOf(input.event), scope: 'all_matching', pattern: input.event.summary, errorMessage: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'scope.change': { actions: assign({ scope: ({ event }) => event.scope }) },
        'pattern.change': { guard: 'isMatchingRule', actions: assign({ pattern: ({ event }) => event.pattern }) },
        'form.submit': { guard: 'hasPattern', target: 'adding' },
      },
    },
    adding: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'createIgnoreRule',
        src: 'createIgnoreRule',
        input: ({ context }) => ruleBody(context),
        onDone: [
          { guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) }, target: 'added' },
          {
            target: 'editing',
            actions: assign({ errorMessage: ({ event }) => addRuleError(errorMessageOf(event.output)) }),
          },
        ],
        onError: { target: 'editing', actions: assign({ errorMessage: msg`Unknown error adding rule` }) },
      },
    },
    added: {
      type: 'final',
    },
  },
});

type IgnoreRuleCreateSnapshot = SnapshotFrom<typeof ignoreRuleCreateMachine>;

export const selectScope = (snapshot: IgnoreRuleCreateSnapshot) => snapshot.context.scope;
export const selectPattern = (snapshot: IgnoreRuleCreateSnapshot) => snapshot.context.pattern;
export const selectIgnoreErrorMessage = (snapshot: IgnoreRuleCreateSnapshot) => snapshot.context.errorMessage;
export const selectIsAdding = (snapshot: IgnoreRuleCreateSnapshot) => snapshot.matches('adding');
export const selectCanIgnore = (snapshot: IgnoreRuleCreateSnapshot) => snapshot.can({ type: 'form.submit' });
/** What the added rule greys ("Rule added: events matching 'standup' now show greyed."); null until added. */
export const selectAddedRule = (snapshot: IgnoreRuleCreateSnapshot): MessageDescriptor | null => {
  if (!snapshot.matches('added')) return null;
  const pattern = snapshot.context.pattern.trim();
  return snapshot.context.scope === 'single_event'
    ? msg`Rule added: this event now shows greyed.`
    : msg`Rule added: events matching ''${pattern}'' now show greyed.`;
};

export const ignoreRuleListMachine = createDetailMachine<IgnoreRule[]>({
  id: 'ignoreRuleList',
  actor: 'fetchIgnoreRules',
  failed: (message) => msg`Error fetching ignore rules: ${message}`,
  unknownError: msg`Error fetching ignore rules`,
});

export const ignoreRuleDeleteMachine = createConfirmMachine({
  id: 'ignoreRuleDelete',
  actor: 'deleteIgnoreRule',
  failed: (message) => msg`Error deleting rule: ${message}`,
  unknownError: msg`Unknown error deleting rule`,
});

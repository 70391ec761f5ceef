import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/views/locale';
import type { SnapshotFrom } from 'xstate';
import type { CreateEventBody } from '@/domain/contract/events';
import type { EventDraft } from '@/machines/eventCreateMachine';
import {
  type ExternalEventConvertEvent, type IgnoreRuleCreateEvent, externalEventConvertMachine, ignoreRuleCreateMachine,
} from '@/machines/externalEventMachine';
import { failure, success } from '../views/support/fixtures';
import { fill } from '../views/support/forms';
import { NEW_EVENT_ID, PEOPLE, TODAY, choose, useFixedToday } from '../views/calendar/eventFixtures';
import { GRACE_ID } from '../views/network/peopleFixtures';
import {
  EXTERNAL_EVENT_ID, INTEGRATION_ID, RULE_ID, externalEvent, openExternalEvent,
} from '../views/integrations/integrationFixtures';
import { createModel, pathName } from './support/modelTest';

type Of<E extends { type: string }, T extends E['type']> = Extract<E, { type: T }>;

const EVENT = externalEvent();
const alertsIn = (form: HTMLElement) => within(form).queryAllByRole('alert').map((alert) => alert.textContent);

describe("externalEventConvert machine, the external event page's 'Convert to Fun Plan'", () => {
  type Snapshot = SnapshotFrom<typeof externalEventConvertMachine>;
  type Event = ExternalEventConvertEvent;

  const model = createModel(externalEventConvertMachine, {
    input: { event: EVENT },
    /*
     * While a message shows, the graph goes by it alone; while editing without one, by the draft.
     * Where the draft is left out, the checks compare the form with the request the run really sent.
     */
    serializeState: ({ value, context }: Snapshot) => {
      if (context.errorMessage) return { value, errorMessage: context.errorMessage };
      return value === 'editing' ? { value, draft: context.draft } : { value };
    },
    events: {
      'person.change': [{ type: 'person.change', personId: GRACE_ID }] satisfies Array<Of<Event, 'person.change'>>,
      'activity.change': [{ type: 'activity.change', activity: 'coffee' }] satisfies Array<Of<Event, 'activity.change'>>,
      // A blank title is left to the title rule: none is sent.
      'title.change': [{ type: 'title.change', title: '' }] satisfies Array<Of<Event, 'title.change'>>,
      'form.submit': [{ type: 'form.submit' }],
      'xstate.done.actor.createEvent': [
        { type: 'xstate.done.actor.createEvent', output: success({ eventId: NEW_EVENT_ID }) },
        { type: 'xstate.done.actor.createEvent', output: failure('Person not found') },
      ],
      'xstate.error.actor.createEvent': [{ type: 'xstate.error.actor.createEvent', error: new Error('Network down') }],
    },
  });

  const form = () => screen.getByRole('form', { name: 'Convert to Fun Plan' });
  /** A MUI select shows its choice as text (a zero-width space when empty). */
  const shownChoice = (label: string) => (within(form()).getByRole('combobox', { name: label }).textContent ?? '').replace(/\u200B/g, '');
  const titleField = () => within(form()).getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
  const convertButton = () => within(form()).getByRole('button', { name: 'Convert to Fun Plan' });
  const shownDraft = (): EventDraft => ({
    slot: EVENT.eventTimeSlot,
    personId: PEOPLE.find((person) => person.personName === shownChoice('Person'))?.personId ?? '',
    eventActivity: shownChoice('Activity').toLowerCase() as EventDraft['eventActivity'],
    eventTitle: titleField().value,
  });

  beforeEach(() => {
    useFixedToday();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.paths.map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    const app = await openExternalEvent(EVENT);
    /** The draft of the last request, which stays in the form when converting failed. */
    const lastSent = (): EventDraft => {
      const body = app.fakes.inputsOf('createEvent').at(-1) as CreateEventBody;
      return { slot: body.eventTimeSlot, personId: body.personId, eventActivity: body.eventActivity ?? 'drinks', eventTitle: body.eventTitle ?? '' };
    };
    // The person field lists the network's people.
    await app.fakes.settle('fetchPeople', { output: success(PEOPLE) });

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'person.change': async (event) => {
          const { personId } = event as Of<Event, 'person.change'>;
          await choose(app, 'Person', PEOPLE.find((person) => person.personId === personId)?.personName as string);
        },
        'activity.change': async (event) => {
          const { activity } = event as Of<Event, 'activity.change'>;
          await choose(app, 'Activity', activity.charAt(0).toUpperCase() + activity.slice(1));
        },
        'title.change': async (event) => {
          const { title } = event as Of<Event, 'title.change'>;
          await app.user.clear(titleField());
          if (title) await fill(app.user, 'Title', title);
        },
        'form.submit': async () => app.user.click(convertButton()),
      },
      states: {
        editing: async ({ context }) => {
          expect(shownDraft()).toEqual(context.errorMessage ? lastSent() : context.draft);
          // Only a plan with someone can be made.
          expect(convertButton()).toHaveProperty('disabled', context.draft.personId === '');
          expect(alertsIn(form())).toEqual(context.errorMessage ? [i18n._(context.errorMessage)] : []);
          if (context.errorMessage) expect(['Error creating event: Person not found', 'Unknown error creating event']).toContain(i18n._(context.errorMessage));
        },
        converting: async () => {
          const draft = shownDraft();
          expect(app.fakes.inputsOf('createEvent').at(-1)).toEqual({
            personId: draft.personId,
            eventDate: TODAY,
            eventTimeSlot: 'morning',
            eventActivity: draft.eventActivity,
            ...(draft.eventTitle ? { eventTitle: draft.eventTitle } : {}),
            externalCalendarEventId: EXTERNAL_EVENT_ID,
            externalCalendarEventIntegrationId: INTEGRATION_ID,
          } satisfies CreateEventBody);
          expect(convertButton()).toHaveProperty('disabled', true);
        },
        converted: async () => {
          const created = await screen.findByRole('link', { name: 'View event' });
          expect(created.getAttribute('href')).toBe(`/calendar/${NEW_EVENT_ID}`);
          expect(screen.queryByRole('form', { name: 'Convert to Fun Plan' })).toBeNull();
        },
      },
    });
  }, 30_000);
});

describe("ignoreRuleCreate machine, the external event page's 'Ignore event'", () => {
  type Snapshot = SnapshotFrom<typeof ignoreRuleCreateMachine>;
  type Event = IgnoreRuleCreateEvent;

  const model = createModel(ignoreRuleCreateMachine, {
    input: { event: EVENT },
    serializeState: ({ value, context }: Snapshot) => ({ value, ...context, source: null }),
    events: {
      'scope.change': [
        { type: 'scope.change', scope: 'single_event' },
        { type: 'scope.change', scope: 'all_matching' },
      ] satisfies Array<Of<Event, 'scope.change'>>,
      'pattern.change': [
        { type: 'pattern.change', pattern: ' standup ' },
        { type: 'pattern.change', pattern: ' ' },
      ] satisfies Array<Of<Event, 'pattern.change'>>,
      'form.submit': [{ type: 'form.submit' }],
      'xstate.done.actor.createIgnoreRule': [
        { type: 'xstate.done.actor.createIgnoreRule', output: success({ ruleId: RULE_ID }) },
        { type: 'xstate.done.actor.createIgnoreRule', output: failure('Pattern too long') },
      ],
      'xstate.error.actor.createIgnoreRule': [{ type: 'xstate.error.actor.createIgnoreRule', error: new Error('Network down') }],
    },
  });

  const form = () => screen.getByRole('form', { name: 'Ignore event' });
  const patternField = () => within(form()).getByRole('textbox', { name: 'Match text' }) as HTMLInputElement;
  const radio = (name: string) => within(form()).getByRole('radio', { name }) as HTMLInputElement;
  const ignoreButton = () => within(form()).getByRole('button', { name: 'Ignore event' });

  beforeEach(() => {
    useFixedToday();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.paths.map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    const app = await openExternalEvent(EVENT);
    await model.run(path, {
      actors: app.fakes,
      perform: {
        'scope.change': async (event) => app.user.click(radio((event as Of<Event, 'scope.change'>).scope === 'single_event'
          ? 'Only this event'
          : 'All events matching the text')),
        'pattern.change': async (event) => fill(app.user, 'Match text', (event as Of<Event, 'pattern.change'>).pattern),
        'form.submit': async () => app.user.click(ignoreButton()),
      },
      states: {
        editing: async ({ context }) => {
          expect(radio('All events matching the text').checked).toBe(context.scope === 'all_matching');
          expect(radio('Only this event').checked).toBe(context.scope === 'single_event');
          expect(patternField().value).toBe(context.pattern);
          // The text matters only for a rule of all matching events.
          expect(patternField().disabled).toBe(context.scope === 'single_event');
          expect(ignoreButton()).toHaveProperty('disabled', context.pattern.trim() === '');
          expect(alertsIn(form())).toEqual(context.errorMessage ? [i18n._(context.errorMessage)] : []);
          if (context.errorMessage) expect(['Error adding rule: Pattern too long', 'Unknown error adding rule']).toContain(i18n._(context.errorMessage));
        },
        adding: async ({ context }) => {
          expect(app.fakes.inputsOf('createIgnoreRule').at(-1)).toEqual({
            matchPattern: context.pattern.trim(),
            whichEventsToIgnore: context.scope,
            createdFromExternalEventId: EXTERNAL_EVENT_ID,
            createdFromExternalIntegrationId: INTEGRATION_ID,
          });
          expect(ignoreButton()).toHaveProperty('disabled', true);
          expect(patternField().disabled).toBe(true);
        },
        added: async ({ context }) => {
          const greyed = context.scope === 'single_event' ? 'this event now shows greyed.' : `events matching '${context.pattern.trim()}' now show greyed.`;
          const added = await screen.findByText(`Rule added: ${greyed}`, { exact: false });
          expect(within(added).getByRole('link', { name: 'Your ignore rules' }).getAttribute('href')).toBe('/settings/ignorerules');
          expect(screen.queryByRole('form', { name: 'Ignore event' })).toBeNull();
        },
      },
    });
  }, 30_000);
});

import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type SnapshotFrom, createActor } from 'xstate';
import { MONTH_NAMES } from '@/domain/yearlyEvents';
import {
  type RecurringEventDraft, type RecurringEventFormEvent, recurringEventFormMachine,
} from '@/machines/recurringEventFormMachine';
import { ADA, failure, success } from '../views/support/fixtures';
import { field, fill } from '../views/support/forms';
import { renderApp } from '../views/support/renderApp';
import { BIRTHDAY_ID, GRACE_ID, recurringEvent } from '../views/network/peopleFixtures';
import { openWithPerson } from '../views/network/openWithPerson';
import { i18n } from '@/views/locale';
import { createModel, useFakeClock } from './support/modelTest';

type Snapshot = SnapshotFrom<typeof recurringEventFormMachine>;
type Of<T extends RecurringEventFormEvent['type']> = Extract<RecurringEventFormEvent, { type: T }>;

/**
 * While a message shows, the graph goes by the message alone; while editing without one, by the
 * draft. Saving goes by the state alone: its outcome does not depend on what is saved. Where the
 * draft is left out, the checks compare the form with the request the run really sent.
 */
const serializeState = ({ value, context }: Snapshot) => {
  if (context.errorMessage) return { value, errorMessage: context.errorMessage };
  return value === 'editing' ? { value, draft: context.draft } : { value };
};

const events = {
  'type.change': [
    { type: 'type.change', recurringEventType: 'other' },
    { type: 'type.change', recurringEventType: 'birthday' },
  ] satisfies Array<Of<'type.change'>>,
  'name.change': [{ type: 'name.change', value: 'Wedding anniversary' }] satisfies Array<Of<'name.change'>>,
  // 31 January, then February: the day becomes the 29th.
  'month.change': [{ type: 'month.change', month: 2 }] satisfies Array<Of<'month.change'>>,
  'day.change': [{ type: 'day.change', day: 31 }] satisfies Array<Of<'day.change'>>,
  'form.submit': [{ type: 'form.submit' }],
};

type App = ReturnType<typeof renderApp>;

const perform = (app: App, submitLabel: string) => ({
  'type.change': async (event: unknown) =>
    app.user.click(screen.getByRole('radio', { name: (event as Of<'type.change'>).recurringEventType === 'birthday' ? 'Birthday' : 'Other' })),
  'name.change': async (event: unknown) => fill(app.user, 'Description', (event as Of<'name.change'>).value),
  'month.change': async (event: unknown) =>
    app.user.selectOptions(field('Month'), MONTH_NAMES[(event as Of<'month.change'>).month - 1] as string),
  'day.change': async (event: unknown) => app.user.selectOptions(field('Day'), String((event as Of<'day.change'>).day)),
  'form.submit': async () => app.user.click(screen.getByRole('button', { name: submitLabel })),
});

/** What the form shows, as a draft. */
const shownDraft = () => ({
  recurringEventType: (screen.getByRole('radio', { name: 'Birthday' }) as HTMLInputElement).checked ? 'birthday' : 'other',
  recurringEventName: (field('Description') as HTMLInputElement).value,
  recurringEventMonth: Number((field('Month') as HTMLSelectElement).value),
  recurringEventDay: Number((field('Day') as HTMLSelectElement).value),
});

function expectForm(expected: RecurringEventDraft, { saving, errorMessage }: { saving: boolean; errorMessage: string | null }) {
  expect(shownDraft()).toEqual(expected);
  expect(field('Description')).toHaveProperty('disabled', saving);
  // Only the days the month has, 29 February included.
  expect(within(field('Day')).getAllByRole('option')).toHaveLength(expected.recurringEventMonth === 2 ? 29 : 31);
  const alerts = within(screen.getByRole('form')).queryAllByRole('alert').map((alert) => alert.textContent);
  expect(alerts).toEqual(errorMessage ? [errorMessage] : []);
}

/** The draft of the last request of `actor`, which stays in the form when saving failed. */
const lastSent = (app: App, actor: 'createRecurringEvent' | 'updateRecurringEvent'): RecurringEventDraft => {
  const input = app.fakes.inputsOf(actor).at(-1) as { personId?: string; body?: RecurringEventDraft };
  if (input.body) return input.body;
  const { personId: _personId, ...draft } = input as RecurringEventDraft & { personId: string };
  return draft;
};

/** In editing, the draft is known from the graph unless a message shows; then it is what was sent. */
const expectEditing = (app: App, actor: 'createRecurringEvent' | 'updateRecurringEvent', { context }: Snapshot) =>
  expectForm(context.errorMessage ? lastSent(app, actor) : context.draft, {
    saving: false, errorMessage: context.errorMessage && i18n._(context.errorMessage),
  });

describe("recurringEventForm machine, adding on a person's recurring events page", () => {
  const model = createModel(recurringEventFormMachine, {
    input: { personId: GRACE_ID, personName: 'Grace Hopper' },
    serializeState,
    events: {
      ...events,
      'xstate.done.actor.createRecurringEvent': [
        { type: 'xstate.done.actor.createRecurringEvent', output: success({ recurringEventId: BIRTHDAY_ID }) },
        { type: 'xstate.done.actor.createRecurringEvent', output: failure('recurringEventDay: that month has fewer days') },
      ],
      'xstate.error.actor.createRecurringEvent': [{ type: 'xstate.error.actor.createRecurringEvent', error: new Error('Network down') }],
      'xstate.done.actor.updateRecurringEvent': [{ type: 'xstate.done.actor.updateRecurringEvent', output: success({ recurringEventId: BIRTHDAY_ID }) }],
      'xstate.error.actor.updateRecurringEvent': [{ type: 'xstate.error.actor.updateRecurringEvent', error: new Error('Network down') }],
    },
  });

  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state but those of editing an event', () => {
    expect(model.unreachedStates()).toEqual(['updating', 'saved']);
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const app = await openWithPerson(`/network/${GRACE_ID}/editrecurringevents`, 'Recurring events');

    await model.run(path, {
      actors: app.fakes,
      perform: perform(app, 'Add'),
      states: {
        editing: async (snapshot) => {
          expectEditing(app, 'createRecurringEvent', snapshot);
          expect(screen.getByRole('button', { name: 'Add' })).toHaveProperty('disabled', !snapshot.can({ type: 'form.submit' }));
        },
        creating: async () => {
          expect(app.fakes.isRunning('createRecurringEvent')).toBe(true);
          expect(app.fakes.inputsOf('createRecurringEvent').at(-1)).toEqual({ personId: GRACE_ID, ...shownDraft() });
          expect(field('Description')).toHaveProperty('disabled', true);
        },
        updating: async () => {
          throw new Error('adding never updates');
        },
        saved: async () => {
          throw new Error('adding stays on the form');
        },
      },
    });
  });
});

describe('recurringEventForm machine, editing on /recurringevents/{id}/edit', () => {
  const ANNIVERSARY = recurringEvent({ recurringEventName: 'Wedding anniversary', recurringEventType: 'other', recurringEventMonth: 1, recurringEventDay: 1 });
  const model = createModel(recurringEventFormMachine, {
    input: { recurringEvent: ANNIVERSARY },
    serializeState,
    events: {
      ...events,
      'type.change': [{ type: 'type.change', recurringEventType: 'birthday' }],
      'name.change': [{ type: 'name.change', value: '' }],
      'xstate.done.actor.createRecurringEvent': [{ type: 'xstate.done.actor.createRecurringEvent', output: success({ recurringEventId: BIRTHDAY_ID }) }],
      'xstate.error.actor.createRecurringEvent': [{ type: 'xstate.error.actor.createRecurringEvent', error: new Error('Network down') }],
      'xstate.done.actor.updateRecurringEvent': [
        { type: 'xstate.done.actor.updateRecurringEvent', output: success({ recurringEventId: BIRTHDAY_ID }) },
        { type: 'xstate.done.actor.updateRecurringEvent', output: failure('Recurring event not found') },
      ],
      'xstate.error.actor.updateRecurringEvent': [{ type: 'xstate.error.actor.updateRecurringEvent', error: new Error('Network down') }],
    },
  });

  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state but creating', () => {
    expect(model.unreachedStates()).toEqual(['creating']);
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const app = renderApp(`/recurringevents/${BIRTHDAY_ID}/edit`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await app.fakes.settle('fetchRecurringEvent', { output: success(ANNIVERSARY) });
    await screen.findByRole('heading', { name: 'Edit recurring event' });
    expect(app.fakes.inputsOf('fetchRecurringEvent')).toEqual([BIRTHDAY_ID]);

    await model.run(path, {
      actors: app.fakes,
      perform: perform(app, 'Save'),
      states: {
        editing: async (snapshot) => {
          expectEditing(app, 'updateRecurringEvent', snapshot);
          expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', !snapshot.can({ type: 'form.submit' }));
        },
        updating: async () => {
          expect(app.fakes.isRunning('updateRecurringEvent')).toBe(true);
          expect(app.fakes.inputsOf('updateRecurringEvent').at(-1)).toEqual({ recurringEventId: BIRTHDAY_ID, body: shownDraft() });
          expect(field('Description')).toHaveProperty('disabled', true);
        },
        creating: async () => {
          throw new Error('editing never creates');
        },
        saved: async () => {
          expect(app.location().pathname).toBe(`/recurringevents/${BIRTHDAY_ID}`);
          expect(app.fakes.inputsOf('fetchRecurringEvent')).toHaveLength(2);
        },
      },
    });
  });
});

describe('recurringEventForm rules', () => {
  const form = () => createActor(recurringEventFormMachine, { input: { personId: GRACE_ID, personName: 'Ada' } }).start();
  const draftOf = (actor: ReturnType<typeof form>) => actor.getSnapshot().context.draft;

  it("starts as Ada's Birthday on 1 January", () => {
    expect(draftOf(form())).toEqual({
      recurringEventType: 'birthday', recurringEventName: "Ada's Birthday", recurringEventMonth: 1, recurringEventDay: 1,
    });
  });

  it('drops the prefilled name when the type becomes Other, and brings it back with Birthday', () => {
    const actor = form();
    actor.send({ type: 'type.change', recurringEventType: 'other' });
    expect(draftOf(actor).recurringEventName).toBe('');
    actor.send({ type: 'type.change', recurringEventType: 'birthday' });
    expect(draftOf(actor).recurringEventName).toBe("Ada's Birthday");
  });

  it('keeps a name typed in when the type becomes Other', () => {
    const actor = form();
    actor.send({ type: 'name.change', value: 'Name day' });
    actor.send({ type: 'type.change', recurringEventType: 'other' });
    expect(draftOf(actor).recurringEventName).toBe('Name day');
  });

  it('moves the day into a shorter month and refuses a day the month lacks', () => {
    const actor = form();
    actor.send({ type: 'day.change', day: 31 });
    actor.send({ type: 'month.change', month: 4 });
    expect(draftOf(actor)).toMatchObject({ recurringEventMonth: 4, recurringEventDay: 30 });
    actor.send({ type: 'month.change', month: 2 });
    expect(draftOf(actor)).toMatchObject({ recurringEventMonth: 2, recurringEventDay: 29 });
    actor.send({ type: 'day.change', day: 30 });
    expect(draftOf(actor).recurringEventDay).toBe(29);
  });

  it('needs a description to save', () => {
    const actor = form();
    actor.send({ type: 'name.change', value: '  ' });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
  });
});

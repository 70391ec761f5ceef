import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { AVATARS, DEFAULT_AVATAR } from '@/domain/constants';
import { AVATAR_LABELS } from '@/domain/avatarLabels';
import { type PersonDraft, type PersonFormEvent, personFormMachine } from '@/machines/personFormMachine';
import { ADA, failure, success } from '../views/support/fixtures';
import { field, fill } from '../views/support/forms';
import { renderApp } from '../views/support/renderApp';
import { GRACE_ID, detail, person } from '../views/network/peopleFixtures';
import { i18n } from '@/views/locale';
import { createModel, useFakeClock } from './support/modelTest';

type Snapshot = SnapshotFrom<typeof personFormMachine>;
type Change<T extends PersonFormEvent['type']> = Extract<PersonFormEvent, { type: T }>;

const NEW_ID = '3e1f6a52-0000-4c4e-9d35-6c1a4c3b2a99';

/**
 * The flow is what this model explores: the name (which the server may refuse), 'Add another', saving
 * and its outcomes. Re-choosing the current avatar, frequency and platform changes nothing, so those
 * events stay out of the paths; what each field sends is covered in tests/views/network/personForm.test.tsx.
 */
const serializeState = ({ value, context }: Snapshot) => (value === 'saved' ? { value } : { value, ...context });

const fieldEvents = {
  'field.change': [{ type: 'field.change', field: 'personName', value: 'Katherine Johnson' }] satisfies Array<Change<'field.change'>>,
  'avatar.select': [{ type: 'avatar.select', avatar: 'avatar_male_1' }] satisfies Array<Change<'avatar.select'>>,
  'meetFrequency.change': [{ type: 'meetFrequency.change', meetFrequency: 'monthly' }] satisfies Array<Change<'meetFrequency.change'>>,
  'messagingPlatform.change': [{ type: 'messagingPlatform.change', platform: '' }] satisfies Array<Change<'messagingPlatform.change'>>,
  'addAnother.change': [{ type: 'addAnother.change', checked: true }] satisfies Array<Change<'addAnother.change'>>,
  'form.submit': [{ type: 'form.submit' }],
};

const LABELS = { personName: 'Name', personNotes: 'Notes', externalMessagingId: 'Messaging ID' } as const;

/** The request body the draft must turn into: every field, emptied optional ones as null. */
const expectedBody = (draft: PersonDraft) => ({
  personName: draft.personName,
  personAvatar: draft.personAvatar,
  personColor: AVATARS.find((entry) => entry.avatar === draft.personAvatar)?.color,
  meetFrequency: draft.meetFrequency,
  personNotes: draft.personNotes || null,
  externalMessagingPlatform: draft.externalMessagingPlatform || null,
  externalMessagingId: draft.externalMessagingId || null,
});

type App = ReturnType<typeof renderApp>;

const perform = (app: App, submitLabel: string) => ({
  'field.change': async (event: unknown) => {
    const { field: name, value } = event as Change<'field.change'>;
    await fill(app.user, LABELS[name], value);
  },
  'avatar.select': async (event: unknown) =>
    app.user.click(screen.getByRole('radio', { name: i18n._(AVATAR_LABELS[(event as Change<'avatar.select'>).avatar]) })),
  'meetFrequency.change': async (event: unknown) =>
    app.user.selectOptions(field('Meet frequency'), (event as Change<'meetFrequency.change'>).meetFrequency),
  'messagingPlatform.change': async (event: unknown) =>
    app.user.selectOptions(field('Messaging platform'), (event as Change<'messagingPlatform.change'>).platform),
  'addAnother.change': async () => app.user.click(screen.getByRole('checkbox', { name: 'Add another' })),
  'form.submit': async () => app.user.click(screen.getByRole('button', { name: submitLabel })),
});

/** The form shows the draft, and whatever message the last save left. */
function expectForm({ context }: Snapshot, { saving }: { saving: boolean }) {
  const { draft } = context;
  for (const [key, label] of Object.entries(LABELS)) {
    expect(field(label)).toHaveProperty('value', draft[key as keyof typeof LABELS]);
    expect(field(label)).toHaveProperty('disabled', saving);
  }
  expect(field('Meet frequency')).toHaveProperty('value', draft.meetFrequency);
  expect(field('Messaging platform')).toHaveProperty('value', draft.externalMessagingPlatform);
  expect(screen.getByRole('radio', { name: i18n._(AVATAR_LABELS[draft.personAvatar]) })).toHaveProperty('checked', true);
  const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
  expect(alerts).toEqual([context.errorMessage, context.successMessage].filter((message) => message !== null).map((message) => i18n._(message)));
}

describe('personForm machine, adding on /network/add', () => {
  const model = createModel(personFormMachine, {
    input: { person: null },
    serializeState,
    events: {
      ...fieldEvents,
      'xstate.done.actor.createPerson': [
        { type: 'xstate.done.actor.createPerson', output: success({ personId: NEW_ID }) },
        { type: 'xstate.done.actor.createPerson', output: failure('personName: Too small') },
      ],
      'xstate.error.actor.createPerson': [{ type: 'xstate.error.actor.createPerson', error: new Error('Network down') }],
      'xstate.done.actor.updatePerson': [{ type: 'xstate.done.actor.updatePerson', output: success({ personId: GRACE_ID }) }],
      'xstate.error.actor.updatePerson': [{ type: 'xstate.error.actor.updatePerson', error: new Error('Network down') }],
    },
  });

  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state but updating', () => {
    expect(model.unreachedStates()).toEqual(['updating']);
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const app = renderApp('/network/add');
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await screen.findByRole('heading', { name: 'Add person' });
    expect(document.title).toBe('Add person | FunPlans');

    await model.run(path, {
      actors: app.fakes,
      perform: perform(app, 'Add person'),
      states: {
        editing: async (snapshot) => {
          expectForm(snapshot, { saving: false });
          expect(screen.getByRole('checkbox', { name: 'Add another' })).toHaveProperty('checked', snapshot.context.addAnother);
          expect(app.location().pathname).toBe('/network/add');
        },
        creating: async (snapshot) => {
          expectForm(snapshot, { saving: true });
          expect(app.fakes.isRunning('createPerson')).toBe(true);
          expect(app.fakes.inputsOf('createPerson').at(-1)).toEqual(expectedBody(snapshot.context.draft));
        },
        updating: async () => {
          throw new Error('adding never updates');
        },
        saved: async () => {
          expect(app.location().pathname).toBe(`/network/${NEW_ID}`);
          await app.fakes.settle('fetchPersonDetail', { output: success(detail({ personDetails: person({ personId: NEW_ID }) })) });
          expect((await screen.findByRole('alert')).textContent).toBe('Person created successfully');
          expect(app.fakes.inputsOf('fetchPersonDetail')).toEqual([NEW_ID]);
        },
      },
    });
  });

  it("with 'Add another' starts a fresh form after each person", async () => {
    const app = renderApp('/network/add');
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await screen.findByRole('heading', { name: 'Add person' });
    await fill(app.user, 'Name', 'Katherine Johnson');
    await app.user.click(screen.getByRole('radio', { name: i18n._(AVATAR_LABELS.avatar_female_1) }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Add another' }));
    await app.user.click(screen.getByRole('button', { name: 'Add person' }));
    await app.fakes.settle('createPerson', { output: success({ personId: NEW_ID }) });

    expect(screen.getByRole('alert').textContent).toBe('Person created successfully');
    expect(field('Name')).toHaveProperty('value', '');
    expect(screen.getByRole('radio', { name: i18n._(AVATAR_LABELS[DEFAULT_AVATAR]) })).toHaveProperty('checked', true);
    expect(app.location().pathname).toBe('/network/add');
  });
});

describe('personForm machine, editing on /network/{id}/edit', () => {
  const GRACE = person({
    personNotes: 'Loves sailing',
    meetFrequency: 'everyfewmonths',
    externalMessagingPlatform: 'telegram',
    externalMessagingId: 'amazinggrace',
  });

  const model = createModel(personFormMachine, {
    input: { person: GRACE },
    serializeState,
    events: {
      ...fieldEvents,
      'avatar.select': [{ type: 'avatar.select', avatar: 'avatar_female_2' }],
      'meetFrequency.change': [{ type: 'meetFrequency.change', meetFrequency: 'everyfewmonths' }],
      'messagingPlatform.change': [{ type: 'messagingPlatform.change', platform: 'telegram' }],
      'xstate.done.actor.createPerson': [{ type: 'xstate.done.actor.createPerson', output: success({ personId: NEW_ID }) }],
      'xstate.error.actor.createPerson': [{ type: 'xstate.error.actor.createPerson', error: new Error('Network down') }],
      'xstate.done.actor.updatePerson': [
        { type: 'xstate.done.actor.updatePerson', output: success({ personId: GRACE_ID }) },
        { type: 'xstate.done.actor.updatePerson', output: failure('Person not found') },
      ],
      'xstate.error.actor.updatePerson': [{ type: 'xstate.error.actor.updatePerson', error: new Error('Network down') }],
    },
  });

  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state but creating', () => {
    expect(model.unreachedStates()).toEqual(['creating']);
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const app = renderApp(`/network/${GRACE_ID}/edit`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await app.fakes.settle('fetchPersonDetail', { output: success(detail({ personDetails: GRACE })) });
    await screen.findByRole('heading', { name: 'Edit person' });
    expect(app.fakes.inputsOf('fetchPersonDetail')).toEqual([GRACE_ID]);

    await model.run(path, {
      actors: app.fakes,
      perform: perform(app, 'Save'),
      states: {
        editing: async (snapshot) => {
          expectForm(snapshot, { saving: false });
          expect(screen.queryByRole('checkbox', { name: 'Add another' })).toBeNull();
        },
        updating: async (snapshot) => {
          expectForm(snapshot, { saving: true });
          expect(app.fakes.inputsOf('updatePerson').at(-1)).toEqual({ personId: GRACE_ID, body: expectedBody(snapshot.context.draft) });
        },
        creating: async () => {
          throw new Error('editing never creates');
        },
        saved: async () => {
          expect(app.location().pathname).toBe(`/network/${GRACE_ID}`);
          await app.fakes.settle('fetchPersonDetail', { output: success(detail({ personDetails: GRACE })) });
          expect((await screen.findByRole('alert')).textContent).toBe('Person updated successfully');
        },
      },
    });
  });
});

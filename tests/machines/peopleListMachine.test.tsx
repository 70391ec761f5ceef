import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Person } from '@/domain/contract/people';
import { peopleListMachine } from '@/machines/peopleListMachine';
import type { Result } from '@/domain/result';
import { ADA, failure, success } from '../views/support/fixtures';
import { renderApp } from '../views/support/renderApp';
import { ALAN_ID, fromToday, person } from '../views/network/peopleFixtures';
import { createModel, useFakeClock } from './support/modelTest';

const PEOPLE = [
  person({ lastSeenDate: fromToday(-12) }),
  person({ personId: ALAN_ID, personName: 'Alan Turing', personAvatar: 'avatar_male_1', personColor: '#A9DEF9' }),
];

const model = createModel(peopleListMachine, {
  input: {},
  events: {
    'people.load': [{ type: 'people.load' }],
    'xstate.done.actor.fetchPeople': [
      { type: 'xstate.done.actor.fetchPeople', output: success(PEOPLE) },
      { type: 'xstate.done.actor.fetchPeople', output: success([]) },
      { type: 'xstate.done.actor.fetchPeople', output: failure('Database unavailable') },
    ],
    'xstate.error.actor.fetchPeople': [{ type: 'xstate.error.actor.fetchPeople', error: new Error('Network down') }],
  },
});

describe('peopleList machine, on the /network page', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const app = renderApp('/');
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });

    await model.run(path, {
      actors: app.fakes,
      perform: {
        // Opening the page is what asks for the list.
        'people.load': async () => app.user.click(await screen.findByRole('link', { name: 'Network' })),
      },
      states: {
        idle: async () => {
          expect(app.location().pathname).toBe('/');
          expect(app.fakes.inputsOf('fetchPeople')).toHaveLength(0);
        },
        loading: async () => {
          const placeholders = await screen.findByRole('list', { name: 'Loading people' });
          expect(within(placeholders).getAllByRole('listitem')).toHaveLength(5);
          expect(app.fakes.isRunning('fetchPeople')).toBe(true);
        },
        succeeded: async (snapshot) => {
          expect(screen.queryByRole('list', { name: 'Loading people' })).toBeNull();
          const { people } = snapshot.context;
          if (people.length === 0) {
            expect(screen.getByText('Uh-oh, no people in your network yet!')).toBeTruthy();
            expect(screen.getByText("Add some people to the list using '+' button to get started.")).toBeTruthy();
            expect(screen.queryByRole('list', { name: 'People' })).toBeNull();
          } else {
            const rows = within(screen.getByRole('list', { name: 'People' })).getAllByRole('link');
            expect(rows.map((row) => row.getAttribute('href'))).toEqual(people.map((p: Person) => `/network/${p.personId}`));
            expect(screen.queryByText('Uh-oh, no people in your network yet!')).toBeNull();
          }
          // One request for the whole network.
          expect(app.fakes.inputsOf('fetchPeople')).toHaveLength(1);
        },
        failed: async () => {
          expect(screen.getByRole('alert').textContent).toBe('Error loading people!');
          expect(screen.queryByRole('list', { name: 'Loading people' })).toBeNull();
          expect(screen.queryByRole('list', { name: 'People' })).toBeNull();
        },
      },
    });
  });
});

describe('peopleList machine rules', () => {
  const answering = (answers: Array<Result<Person[]>>) => {
    let calls = 0;
    const actor = createActor(peopleListMachine.provide({
      actors: { fetchPeople: fromPromise(async () => answers[calls++] as Result<Person[]>) },
    }), { input: {} }).start();
    return { actor, calls: () => calls };
  };

  it('loads only from idle: asking again while loading or after success sends no second request', async () => {
    const { actor, calls } = answering([success(PEOPLE), success(PEOPLE)]);
    actor.send({ type: 'people.load' });
    actor.send({ type: 'people.load' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('succeeded');
    actor.send({ type: 'people.load' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls()).toBe(1);
    expect(actor.getSnapshot().context.people).toEqual(PEOPLE);
  });

  it('appends what arrives to the list it holds', async () => {
    const { actor } = answering([success(PEOPLE)]);
    const restored = createActor(actor.logic, {
      input: {},
      snapshot: actor.logic.resolveState({ value: 'idle', context: { people: [PEOPLE[1] as Person], errorMessage: null, given: false } }),
    }).start();
    restored.send({ type: 'people.load' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(restored.getSnapshot().context.people.map((p) => p.personName)).toEqual(['Alan Turing', 'Grace Hopper', 'Alan Turing']);
  });
});

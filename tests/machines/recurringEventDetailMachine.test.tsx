import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { recurringEventDetailMachine } from '@/machines/recurringEventDetailMachine';
import { ADA, failure, success } from '../views/support/fixtures';
import { shown } from '../views/support/language';
import { renderApp } from '../views/support/renderApp';
import { BIRTHDAY_ID, recurringEvent } from '../views/network/peopleFixtures';
import { createModel, useFakeClock } from './support/modelTest';

const model = createModel(recurringEventDetailMachine, {
  input: { id: BIRTHDAY_ID },
  events: {
    'detail.reload': [{ type: 'detail.reload' }],
    'xstate.done.actor.fetchRecurringEvent': [
      { type: 'xstate.done.actor.fetchRecurringEvent', output: success(recurringEvent()) },
      { type: 'xstate.done.actor.fetchRecurringEvent', output: failure('Recurring event not found') },
    ],
    'xstate.error.actor.fetchRecurringEvent': [{ type: 'xstate.error.actor.fetchRecurringEvent', error: new Error('Network down') }],
  },
  // This page never loads again once loaded; what matters is the outcome shown.
  serializeState: ({ value, context }) => ({ value, errorMessage: context.errorMessage }),
});

describe('recurringEventDetail machine, on /recurringevents/{id}', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const app = renderApp(`/recurringevents/${BIRTHDAY_ID}`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'detail.reload': async () => app.user.click(screen.getByRole('button', { name: 'Try again' })),
      },
      states: {
        loading: async () => {
          expect(screen.getByRole('status', { name: 'Loading recurring event' })).toBeTruthy();
          expect(app.fakes.inputsOf('fetchRecurringEvent').at(-1)).toBe(BIRTHDAY_ID);
        },
        loaded: async () => {
          expect(screen.getByRole('heading', { level: 1, name: "Grace Hopper's Birthday" })).toBeTruthy();
          expect(document.title).toBe("Grace Hopper's Birthday | FunPlans");
        },
        failed: async ({ context }) => {
          const errorMessage = shown(context.errorMessage!);
          expect(screen.getByRole('alert').textContent).toBe(`${errorMessage}Try again`);
          expect(['Error fetching recurring event: Recurring event not found', 'Error fetching recurring event']).toContain(errorMessage);
        },
      },
    });
  });
});

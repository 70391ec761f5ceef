import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { personDetailMachine } from '@/machines/personDetailMachine';
import { ADA, failure, success } from '../views/support/fixtures';
import { shown } from '../views/support/language';
import { renderApp } from '../views/support/renderApp';
import { GRACE_ID, detail, recurringEvent } from '../views/network/peopleFixtures';
import { createModel, useFakeClock } from './support/modelTest';

const GRACE = detail({ recurringEvents: [recurringEvent()] });

const model = createModel(personDetailMachine, {
  input: { id: GRACE_ID },
  events: {
    'detail.reload': [{ type: 'detail.reload' }],
    'xstate.done.actor.fetchPersonDetail': [
      { type: 'xstate.done.actor.fetchPersonDetail', output: success(GRACE) },
      { type: 'xstate.done.actor.fetchPersonDetail', output: failure('Person not found') },
    ],
    'xstate.error.actor.fetchPersonDetail': [{ type: 'xstate.error.actor.fetchPersonDetail', error: new Error('Network down') }],
  },
});

const ERRORS = { failure: 'Error fetching person: Person not found', thrown: 'Error fetching person' };

describe("personDetail machine, on a person's recurring events page", () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  // Every transition: loading again after a change on the page, and trying again after a failure.
  it.each(model.transitionPaths().map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const app = renderApp(`/network/${GRACE_ID}/editrecurringevents`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });

    await model.run(path, {
      actors: app.fakes,
      perform: {
        // After a failure the user tries again; once loaded, adding an event loads the list again.
        'detail.reload': async () => {
          const retry = screen.queryByRole('button', { name: 'Try again' });
          if (retry) {
            await app.user.click(retry);
            return;
          }
          await app.user.click(screen.getByRole('button', { name: 'Add' }));
          await app.fakes.settle('createRecurringEvent', { output: success({ recurringEventId: crypto.randomUUID() }) });
        },
      },
      states: {
        loading: async ({ context }) => {
          expect(app.fakes.isRunning('fetchPersonDetail')).toBe(true);
          expect(app.fakes.inputsOf('fetchPersonDetail').at(-1)).toBe(GRACE_ID);
          if (context.detail) expect(screen.getByRole('heading', { name: /Add a yearly event for Grace Hopper$/ })).toBeTruthy();
          else expect(screen.getByRole('status', { name: 'Loading recurring events' })).toBeTruthy();
          expect(screen.queryByRole('alert')).toBeNull();
        },
        loaded: async () => {
          expect(screen.getByRole('heading', { name: 'Recurring events' })).toBeTruthy();
          const list = screen.getByRole('list', { name: "Grace Hopper's yearly events" });
          expect(within(list).getByRole('link', { name: "Grace Hopper's Birthday Yearly at 9 / 12" })).toBeTruthy();
          expect(screen.queryByRole('alert')).toBeNull();
        },
        failed: async ({ context }) => {
          const errorMessage = shown(context.errorMessage!);
          expect(Object.values(ERRORS)).toContain(errorMessage);
          expect(screen.getByRole('alert').textContent).toContain(errorMessage);
          // Without a person yet, the page offers to try again; after a reload the page stays.
          expect(screen.queryByRole('button', { name: 'Try again' }) !== null).toBe(!context.detail);
        },
      },
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { recurringEventDeleteMachine } from '@/machines/recurringEventDeleteMachine';
import { failure, success } from '../views/support/fixtures';
import { BIRTHDAY_ID, GRACE_ID, detail, recurringEvent } from '../views/network/peopleFixtures';
import { openWithPerson } from '../views/network/openWithPerson';
import { createModel, useFakeClock } from './support/modelTest';

const NAME = "Grace Hopper's Birthday";

const model = createModel(recurringEventDeleteMachine, {
  events: {
    'recurringEvent.delete': [{ type: 'recurringEvent.delete', recurringEventId: BIRTHDAY_ID, recurringEventName: NAME }],
    'delete.confirm': [{ type: 'delete.confirm' }],
    'delete.cancel': [{ type: 'delete.cancel' }],
    'xstate.done.actor.deleteRecurringEvent': [
      { type: 'xstate.done.actor.deleteRecurringEvent', output: success({ recurringEventId: BIRTHDAY_ID }) },
      { type: 'xstate.done.actor.deleteRecurringEvent', output: failure('Recurring event not found') },
    ],
    'xstate.error.actor.deleteRecurringEvent': [{ type: 'xstate.error.actor.deleteRecurringEvent', error: new Error('Network down') }],
  },
});

const dialog = () => screen.queryByRole('dialog', { name: `Delete ${NAME}?` });

describe("recurringEventDelete machine, on a person's recurring events page", () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  // Every transition, so also deleting successfully, which leads back to where it started.
  it.each([...model.paths, ...model.transitionPaths()].map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const app = await openWithPerson(`/network/${GRACE_ID}/editrecurringevents`, 'Recurring events', detail({ recurringEvents: [recurringEvent()] }));

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'recurringEvent.delete': async () => app.user.click(screen.getByRole('button', { name: `Delete ${NAME}` })),
        'delete.confirm': async () => app.user.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Delete' })),
        'delete.cancel': async () => app.user.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Cancel' })),
      },
      states: {
        idle: async ({ context }) => {
          // The dialog is gone once its closing transition is over.
          await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
          const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
          expect(alerts).toEqual(context.errorMessage ? [context.errorMessage] : []);
          // A successful delete loads the person's list again.
          const deleted = app.fakes.inputsOf('deleteRecurringEvent').length > 0 && !context.errorMessage;
          expect(app.fakes.isRunning('fetchPersonDetail')).toBe(deleted);
        },
        confirming: async () => {
          expect(dialog()).not.toBeNull();
          expect(app.fakes.isRunning('deleteRecurringEvent')).toBe(false);
        },
        deleting: async () => {
          expect(within(dialog() as HTMLElement).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
          expect(app.fakes.inputsOf('deleteRecurringEvent').at(-1)).toBe(BIRTHDAY_ID);
          expect(app.fakes.isRunning('deleteRecurringEvent')).toBe(true);
        },
      },
    });
  });
});

import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { personDeleteMachine } from '@/machines/personDeleteMachine';
import { GRACE_ID } from '../views/network/peopleFixtures';
import { openWithPerson } from '../views/network/openWithPerson';
import { useFakeClock } from './support/modelTest';
import { createDeleteModel, expectIdleAlert, waitForDialogToClose } from './support/deleteModel';

const model = createDeleteModel(personDeleteMachine, { id: GRACE_ID, actor: 'deletePerson', deleted: { personId: GRACE_ID }, failureMessage: 'Person not found' });

const POOF = 'Poof, this person is gone! Redirecting to network page ...';
const dialog = () => screen.queryByRole('dialog', { name: 'Delete Grace Hopper?' });

describe('personDelete machine, on the person page', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  // Shortest paths to every state, and one more for each other transition (cancelling, deleting again).
  it.each([...model.paths, ...model.transitionPaths()].map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const app = await openWithPerson(`/network/${GRACE_ID}`, 'Grace Hopper');

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'delete.request': async () => {
          await app.user.click(screen.getByRole('button', { name: 'Person actions' }));
          await app.user.click(screen.getByRole('menuitem', { name: 'Delete' }));
        },
        'delete.confirm': async () => app.user.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Delete' })),
        'delete.cancel': async () => app.user.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Cancel' })),
      },
      states: {
        idle: async ({ context }) => {
          await expectIdleAlert(context.errorMessage);
          expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveProperty('disabled', false);
        },
        confirming: async () => {
          expect(dialog()).not.toBeNull();
          expect(within(dialog() as HTMLElement).getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', false);
          expect(app.fakes.isRunning('deletePerson')).toBe(false);
        },
        deleting: async () => {
          expect(within(dialog() as HTMLElement).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
          expect(app.fakes.isRunning('deletePerson')).toBe(true);
          expect(app.fakes.inputsOf('deletePerson').at(-1)).toBe(GRACE_ID);
        },
        redirecting: async () => {
          expect((await screen.findByRole('alert')).textContent).toBe(POOF);
          await waitForDialogToClose();
          expect(app.location().pathname).toBe(`/network/${GRACE_ID}`);
        },
        done: async () => {
          expect(app.location().pathname).toBe('/network');
          await screen.findByRole('heading', { name: 'Network' });
        },
      },
    });
  });
});

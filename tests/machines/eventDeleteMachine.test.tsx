import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventDeleteMachine } from '@/machines/eventDeleteMachine';
import { EVENT_ID, openEvent, useFixedToday } from '../views/calendar/eventFixtures';
import { pathName } from './support/modelTest';
import { createDeleteModel, expectIdleAlert, waitForDialogToClose } from './support/deleteModel';

const model = createDeleteModel(eventDeleteMachine, { id: EVENT_ID, actor: 'deleteEvent', deleted: { eventId: EVENT_ID }, failureMessage: 'Event not found' });

const POOF = 'Poof, this event is gone! Redirecting to home page ...';
const ERRORS = ['Error deleting event: Event not found', 'Unknown error deleting event'];
const dialog = () => screen.queryByRole('dialog', { name: 'Delete this event?' });

describe('eventDelete machine, on the event page', () => {
  beforeEach(() => {
    useFixedToday();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  // Shortest paths to every state, and one more for each other transition (cancelling, deleting again).
  it.each([...model.paths, ...model.transitionPaths()].map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    const app = await openEvent(`/calendar/${EVENT_ID}`, 'dinner with Grace Hopper');

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'delete.request': async () => {
          await app.user.click(screen.getByRole('button', { name: 'Event actions' }));
          await app.user.click(screen.getByRole('menuitem', { name: 'Delete' }));
        },
        'delete.confirm': async () => app.user.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Delete' })),
        'delete.cancel': async () => app.user.click(within(dialog() as HTMLElement).getByRole('button', { name: 'Cancel' })),
      },
      states: {
        idle: async ({ context }) => {
          await expectIdleAlert(context.errorMessage);
          if (context.errorMessage) expect(ERRORS).toContain(context.errorMessage);
          expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveProperty('disabled', false);
        },
        confirming: async () => {
          expect(dialog()).not.toBeNull();
          expect(within(dialog() as HTMLElement).getByText('Sure you want to delete this event?')).toBeTruthy();
          expect(within(dialog() as HTMLElement).getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', false);
          expect(app.fakes.isRunning('deleteEvent')).toBe(false);
        },
        deleting: async () => {
          expect(within(dialog() as HTMLElement).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
          expect(within(dialog() as HTMLElement).getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
          expect(app.fakes.isRunning('deleteEvent')).toBe(true);
          expect(app.fakes.inputsOf('deleteEvent').at(-1)).toBe(EVENT_ID);
        },
        redirecting: async () => {
          expect((await screen.findByRole('alert')).textContent).toBe(POOF);
          await waitForDialogToClose();
          // The page stays until the redirect delay has passed.
          expect(app.location().pathname).toBe(`/calendar/${EVENT_ID}`);
          expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveProperty('disabled', true);
        },
        done: async () => {
          expect(app.location().pathname).toBe('/');
          await screen.findByText('Wednesday, Nov 25th');
        },
      },
    });
  }, 30_000);
});

import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { personPageMachine } from '@/machines/personPageMachine';
import { GRACE_ID } from '../views/network/peopleFixtures';
import { openWithPerson } from '../views/network/openWithPerson';
import { createModel, useFakeClock } from './support/modelTest';

const model = createModel(personPageMachine, {
  input: { personId: GRACE_ID, messaging: { externalMessagingPlatform: null, externalMessagingId: null } },
  events: {
    'plan.indicate': [{ type: 'plan.indicate' }],
    'plan.cancel': [{ type: 'plan.cancel' }],
    'message.open': [{ type: 'message.open' }],
  },
});

const button = (name: string) => screen.getByRole('button', { name });

describe('personPage machine: the plan-indicating mode on the person page', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  // Every transition: Indicate plan toggles the mode on and off, Cancel leaves it.
  it.each(model.transitionPaths().map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const app = await openWithPerson(`/network/${GRACE_ID}`, 'Grace Hopper');

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'plan.indicate': async () => app.user.click(button('Indicate plan')),
        'plan.cancel': async () => app.user.click(button('Cancel')),
        'message.open': async () => app.user.click(button('Message Grace Hopper')),
      },
      states: {
        browsing: async () => {
          expect(button('Indicate plan').getAttribute('aria-pressed')).toBe('false');
          expect(button('Cancel')).toHaveProperty('disabled', true);
          expect(screen.queryByRole('heading', { name: 'Weekly' })).toBeNull();
        },
        indicatingPlan: async () => {
          expect(button('Indicate plan').getAttribute('aria-pressed')).toBe('true');
          expect(button('Cancel')).toHaveProperty('disabled', false);
          // The week planner's code loads when it is first opened.
          expect(await screen.findByRole('heading', { name: 'Weekly' })).toBeTruthy();
          expect(screen.getByText('Tap a free slot to suggest it to Grace Hopper.')).toBeTruthy();
        },
      },
    });
  });
});

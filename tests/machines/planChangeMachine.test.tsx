import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { planChangeMachine } from '@/machines/planChangeMachine';
import { i18n } from '@/views/locale';
import { failure, success } from '../views/support/fixtures';
import { renderApp } from '../views/support/renderApp';
import { ROOT, adminDetail, adminUser } from '../views/admin/adminFixtures';
import { createModel, useFakeClock } from './support/modelTest';

const GRACE = adminUser();

const model = createModel(planChangeMachine, {
  input: { userId: GRACE.userId },
  events: {
    'plan.change': [{ type: 'plan.change', pricingPlan: 'STANDARD' }],
    'xstate.done.actor.changePlan': [
      { type: 'xstate.done.actor.changePlan', output: success({ userId: GRACE.userId, pricingPlan: 'STANDARD' }) },
      { type: 'xstate.done.actor.changePlan', output: failure('User not found') },
    ],
    'xstate.error.actor.changePlan': [{ type: 'xstate.error.actor.changePlan', error: new Error('Network down') }],
  },
});

describe('planChange machine, on an admin user page', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.transitionPaths().map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const app = renderApp(`/admin/users/${GRACE.userId}`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ROOT) });
    await app.fakes.settle('fetchAdminUser', { output: success(adminDetail()) });
    await screen.findByRole('heading', { name: 'Grace Murray' });

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'plan.change': async () => app.user.click(screen.getByRole('button', { name: 'Switch to STANDARD' })),
      },
      states: {
        idle: async ({ context }) => {
          const errorMessage = context.errorMessage && i18n._(context.errorMessage);
          expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(errorMessage ? [errorMessage] : []);
          if (errorMessage) expect(errorMessage).toMatch(/^Error changing plan: (User not found|Network down)$/);
          // After a change (every path ends there) the page loads the user again and shows the new plan.
          const changed = app.fakes.inputsOf('changePlan').length > 0 && !context.errorMessage;
          expect(app.fakes.isRunning('fetchAdminUser')).toBe(changed);
          if (!changed) return;
          await app.fakes.settle('fetchAdminUser', { output: success(adminDetail({ pricingPlan: 'STANDARD', trialExpirationDate: null })) });
          await screen.findByRole('button', { name: 'Switch to TRIAL' });
          expect(screen.getByText('STANDARD', { exact: true })).toBeTruthy();
        },
        saving: async () => {
          expect(app.fakes.isRunning('changePlan')).toBe(true);
          expect(app.fakes.inputsOf('changePlan').at(-1)).toEqual({ userId: GRACE.userId, pricingPlan: 'STANDARD' });
        },
      },
    });
  });
});

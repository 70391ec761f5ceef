import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { EXPECTED_ANSWERS_INVALID, planNotificationsMachine } from '@/machines/planNotificationsMachine';
import { ADA, failure, success } from '../views/support/fixtures';
import { renderApp } from '../views/support/renderApp';
import { shown } from '../views/support/language';
import { PLAN_ID, ownPlan } from '../views/plans/planFixtures';
import { createModel, useFakeClock } from './support/modelTest';

type Snapshot = SnapshotFrom<typeof planNotificationsMachine>;

const model = createModel(planNotificationsMachine, {
  input: { proposedPlanId: PLAN_ID, notificationsMuted: false, expectedAnswers: null },
  events: {
    'mute.toggle': [{ type: 'mute.toggle' }],
    // A count, one out of range, and empty (back to the people it was shared with).
    'expected.change': [{ type: 'expected.change', value: '6' }, { type: 'expected.change', value: '0' }, { type: 'expected.change', value: '' }],
    'expected.save': [{ type: 'expected.save' }],
    // The server answers with what it now holds: here muted, six answers expected.
    'xstate.done.actor.savePlanNotifications': [
      { type: 'xstate.done.actor.savePlanNotifications', output: success({ proposedPlanId: PLAN_ID, notificationsMuted: true, expectedAnswers: 6 }) },
      { type: 'xstate.done.actor.savePlanNotifications', output: failure('Database down') },
    ],
    'xstate.error.actor.savePlanNotifications': [{ type: 'xstate.error.actor.savePlanNotifications', error: new Error('Network down') }],
  },
});

const region = () => screen.getByRole('region', { name: 'Notifications' });
const muteSwitch = () => within(region()).getByRole('switch', { name: 'Mute notifications for this plan' });
const expectedField = () => within(region()).getByRole('textbox', { name: 'Answers expected' });
const saveButton = () => within(region()).getByRole('button', { name: 'Save' });
const alerts = () => within(region()).queryAllByRole('alert').map((alert) => alert.textContent);

describe('planNotifications machine on /proposedplans/{id}', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const app = renderApp(`/proposedplans/${PLAN_ID}`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await app.fakes.settle('fetchPlanDetail', { output: success(ownPlan()) });
    await screen.findByRole('heading', { level: 1, name: 'Board games night' });

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'mute.toggle': async () => app.user.click(muteSwitch()),
        'expected.change': async (event) => {
          await app.user.clear(expectedField());
          const { value } = event as { type: string; value: string };
          if (value) await app.user.type(expectedField(), value);
        },
        'expected.save': async () => app.user.click(saveButton()),
      },
      states: {
        idle: async ({ context }: Snapshot) => {
          expect(muteSwitch()).toHaveProperty('checked', context.muted);
          expect(muteSwitch()).toHaveProperty('disabled', false);
          // What was typed stays, whatever happened to a save.
          expect(expectedField()).toHaveProperty('value', context.expectedDraft);
          const error = context.errorMessage && shown(context.errorMessage);
          expect(alerts()).toEqual(error ? [error] : []);
          if (error) {
            expect([
              shown(EXPECTED_ANSWERS_INVALID), 'Error saving notification settings: Database down', 'Unknown error saving notification settings',
            ]).toContain(error);
          }
        },
        saving: async ({ context }: Snapshot) => {
          const sent = app.fakes.inputsOf('savePlanNotifications').at(-1);
          // Exactly the one change: the switch's new position, or the typed count (null when empty).
          expect(sent).toEqual({
            proposedPlanId: PLAN_ID,
            body: context.saving && 'notificationsMuted' in context.saving
              ? { notificationsMuted: !context.muted }
              : { expectedAnswers: context.expectedDraft === '' ? null : Number(context.expectedDraft) },
          });
          expect(muteSwitch()).toHaveProperty('disabled', true);
          expect(saveButton()).toHaveProperty('disabled', true);
        },
      },
    });
  });

  it('is not offered once the plan is decided', async () => {
    const app = renderApp(`/proposedplans/${PLAN_ID}`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await app.fakes.settle('fetchPlanDetail', { output: success(ownPlan({ status: 'canceled', notificationsMuted: true, expectedAnswers: 3 })) });
    await screen.findByText('Canceled');
    expect(screen.queryByRole('switch', { name: 'Mute notifications for this plan' })).toBeNull();
  });

  it("starts from the plan's saved choices", async () => {
    const app = renderApp(`/proposedplans/${PLAN_ID}`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await app.fakes.settle('fetchPlanDetail', { output: success(ownPlan({ notificationsMuted: true, expectedAnswers: 3 })) });
    expect(await screen.findByRole('switch', { name: 'Mute notifications for this plan' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Answers expected' })).toHaveProperty('value', '3');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { planOwnerMachine } from '@/machines/planOwnerMachine';
import { slotLabel } from '@/views/plans/slotLabels';
import { i18n } from '@/views/locale';
import { ADA, failure, success } from '../views/support/fixtures';
import { renderApp } from '../views/support/renderApp';
import { shown } from '../views/support/language';
import { today } from '../views/network/peopleFixtures';
import { EVENT_ID, PLAN_ID, SHARE_CODE, ownPlan, planSlots, reaction } from '../views/plans/planFixtures';
import { createModel, useFakeClock } from './support/modelTest';

type Snapshot = SnapshotFrom<typeof planOwnerMachine>;

const [, WINNER] = planSlots();
const PLAN = ownPlan({ reactions: [reaction()] });
const CONFIRMED = ownPlan({
  reactions: [reaction()], status: 'confirmed', planOutcomeDate: WINNER!.date, planOutcomeTimeSlot: WINNER!.timeSlot, eventId: EVENT_ID,
});
const PATH_TIMEOUT_MS = 20_000;

const model = createModel(planOwnerMachine, {
  input: { proposedPlanId: PLAN_ID, isOpen: true },
  // Once decided the page shows the plan as reloaded; the copy flag no longer tells states apart.
  serializeState: ({ value, context }: Snapshot) => (value === 'closed' ? { value } : { value, ...context }),
  events: {
    'link.copy': [{ type: 'link.copy' }],
    'winner.pick': [{ type: 'winner.pick', slot: WINNER! }],
    'decision.confirm': [{ type: 'decision.confirm' }],
    'decision.dismiss': [{ type: 'decision.dismiss' }],
    'xstate.done.actor.decidePlan': [
      { type: 'xstate.done.actor.decidePlan', output: success({ proposedPlanId: PLAN_ID, eventId: EVENT_ID }) },
      { type: 'xstate.done.actor.decidePlan', output: failure('This plan is no longer open: a winner was picked or it was canceled') },
    ],
    'xstate.error.actor.decidePlan': [{ type: 'xstate.error.actor.decidePlan', error: new Error('boom') }],
  },
});

const winnerLabel = () => slotLabel(WINNER!, today(), i18n);
const pickButton = () => within(screen.getByRole('region', { name: 'Pick winner' })).getByRole('button', { name: winnerLabel() });

/** The owner's page: grid, answers, share link; the messages of the last actions. */
function expectOwnerView({ context }: Snapshot) {
  const grid = screen.getByRole('table', { name: 'Availabilities' });
  expect(within(grid).getByRole('columnheader', { name: 'Grace' })).toBeTruthy();
  expect(within(grid).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
    `${slotLabel(planSlots()[0]!, today(), i18n)}Yes1`, `${winnerLabel()}Yes1`, `${slotLabel(planSlots()[2]!, today(), i18n)}–0`,
  ]);
  expect(screen.getByLabelText('Share link').textContent).toBe(`${window.location.origin}/plan/${SHARE_CODE}`);
  const messages = [context.errorMessage && shown(context.errorMessage), context.linkCopied ? 'Link copied: send it to whoever should answer.' : null];
  expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(messages.filter(Boolean));
}

/** MUI's dialog leaves with a transition (the page hidden meanwhile); waitFor moves the fake clock along. */
const waitForDialogToClose = () => waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());

describe('planOwner machine on /proposedplans/{id}', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const app = renderApp(`/proposedplans/${PLAN_ID}`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await app.fakes.settle('fetchPlanDetail', { output: success(PLAN) });
    await screen.findByRole('heading', { level: 1, name: 'Board games night' });
    expect(document.title).toBe('Board games night | FunPlans');
    expect(screen.getByText('Proposed')).toBeTruthy();

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'link.copy': async () => app.user.click(screen.getByRole('button', { name: 'Share' })),
        'winner.pick': async () => app.user.click(pickButton()),
        'decision.confirm': async () => app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Pick winner' })),
        'decision.dismiss': async () => app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' })),
      },
      states: {
        open: async (snapshot) => {
          await waitForDialogToClose();
          expectOwnerView(snapshot);
          expect(pickButton()).toBeTruthy();
          expect(screen.queryByRole('dialog')).toBeNull();
        },
        confirming: async () => {
          expect(screen.getByRole('dialog', { name: `Pick ${winnerLabel()}?` })).toBeTruthy();
        },
        deciding: async () => {
          expect(app.fakes.inputsOf('decidePlan').at(-1)).toEqual({
            proposedPlanId: PLAN_ID, body: { status: 'confirmed', planOutcomeDate: WINNER!.date, planOutcomeTimeSlot: WINNER!.timeSlot },
          });
          expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
        },
        closed: async () => {
          // The page loads the confirmed plan again: the winner, its event, no more picking.
          await app.fakes.settle('fetchPlanDetail', { output: success(CONFIRMED) });
          await screen.findByText(`Winner: ${winnerLabel()}`, { exact: false });
          expect(screen.getByText('Confirmed')).toBeTruthy();
          expect(screen.getByRole('link', { name: 'View event' }).getAttribute('href')).toBe(`/calendar/${EVENT_ID}`);
          expect(screen.queryByRole('region', { name: 'Pick winner' })).toBeNull();
          expect(app.fakes.inputsOf('fetchPlanDetail')).toEqual([PLAN_ID, PLAN_ID]);
        },
      },
    });
  }, PATH_TIMEOUT_MS);

  it('offers no winner to pick on a decided plan', async () => {
    const app = renderApp(`/proposedplans/${PLAN_ID}`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await app.fakes.settle('fetchPlanDetail', { output: success(ownPlan({ status: 'canceled' })) });
    await screen.findByText('Canceled');
    expect(screen.queryByRole('region', { name: 'Pick winner' })).toBeNull();
    expect(screen.getByText('No answers yet. Share the link to collect them.')).toBeTruthy();
  });

  it("shows 'Error fetching plan' when the plan cannot be loaded", async () => {
    const app = renderApp(`/proposedplans/${PLAN_ID}`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await app.fakes.settle('fetchPlanDetail', { output: failure('Plan not found') });
    expect((await screen.findByRole('alert')).textContent).toContain('Error fetching plan: Plan not found');
  });
});

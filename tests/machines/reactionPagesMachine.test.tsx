import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { reactionPagesMachine } from '@/machines/reactionPagesMachine';
import { slotsToText } from '@/domain/planSlots';
import { ADA, failure, success } from '../views/support/fixtures';
import { renderApp } from '../views/support/renderApp';
import { shown } from '../views/support/language';
import { PLAN_ID, ownPlan, planSlots, reaction } from '../views/plans/planFixtures';
import { createModel, useFakeClock } from './support/modelTest';

type Snapshot = SnapshotFrom<typeof reactionPagesMachine>;

const [FIRST, SECOND, THIRD] = planSlots();
const NEWEST = reaction({ reactionId: '8e3d0b21-4c2f-4a6b-8d9e-1b2c3d4e5f61', reactorName: 'Grace', acceptedTimeSlots: slotsToText([FIRST!]) });
const OLDER = reaction({ reactionId: '8e3d0b21-4c2f-4a6b-8d9e-1b2c3d4e5f62', reactorName: 'Alan', acceptedTimeSlots: slotsToText([FIRST!, SECOND!]) });
const OLDEST = reaction({ reactionId: '8e3d0b21-4c2f-4a6b-8d9e-1b2c3d4e5f63', reactorName: 'Katherine', acceptedTimeSlots: slotsToText([FIRST!]) });
/** The plan comes with its newest answer of three, and counts over all three. */
const PLAN = ownPlan({
  reactions: [NEWEST], nextReactionsBefore: NEWEST.reactionId, reactionCount: 3,
  acceptedCounts: [{ ...FIRST!, count: 3 }, { ...SECOND!, count: 1 }, { ...THIRD!, count: 0 }],
});

const model = createModel(reactionPagesMachine, {
  input: { proposedPlanId: PLAN_ID, before: NEWEST.reactionId },
  // The answers a path has loaded follow from `before`; leaving them out keeps the graph finite.
  serializeState: ({ value, context }: Snapshot) => ({ value, before: context.before, errorMessage: context.errorMessage }),
  events: {
    'reactions.more': [{ type: 'reactions.more' }],
    'xstate.done.actor.fetchReactionsPage': [
      { type: 'xstate.done.actor.fetchReactionsPage', output: success({ reactions: [OLDER], nextReactionsBefore: OLDER.reactionId }) },
      { type: 'xstate.done.actor.fetchReactionsPage', output: success({ reactions: [OLDEST], nextReactionsBefore: null }) },
      { type: 'xstate.done.actor.fetchReactionsPage', output: failure('Plan not found') },
    ],
    'xstate.error.actor.fetchReactionsPage': [{ type: 'xstate.error.actor.fetchReactionsPage', error: new Error('Network down') }],
  },
});

const moreButton = () => screen.queryByRole('button', { name: 'Show more answers' });
const listed = () => within(screen.getByRole('list', { name: 'Reactions' })).getAllByRole('listitem')
  .map((item) => item.textContent?.split(' · ')[0]);

/** Who answered, by the oldest answer shown: the pages loaded follow from it. */
const SHOWN_UP_TO: Record<string, string[]> = { [NEWEST.reactionId]: ['Grace'], [OLDER.reactionId]: ['Grace', 'Alan'] };

/** The answers shown so far, newest first, each a column of the grid, whose counts are over all answers. */
function expectAnswers(names: string[]) {
  expect(listed()).toEqual(names);
  const grid = screen.getByRole('table', { name: 'Availabilities' });
  expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Time slot', ...names, 'Count']);
  expect(within(grid).getAllByRole('row').slice(1).map((row) => row.lastElementChild?.textContent)).toEqual(['3', '1', '0']);
}

describe('reactionPages machine on /proposedplans/{id}', () => {
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

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'reactions.more': async () => app.user.click(moreButton() as HTMLElement),
      },
      states: {
        idle: async (snapshot) => {
          const names = SHOWN_UP_TO[snapshot.context.before ?? '']!;
          expectAnswers(names);
          expect(moreButton()).toHaveProperty('disabled', false);
          expect(screen.getByText(`${names.length} of 3 answers shown`)).toBeTruthy();
          const error = snapshot.context.errorMessage && shown(snapshot.context.errorMessage);
          expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(error ? [error] : []);
          if (error) expect(error).toMatch(/^Error fetching answers(: Plan not found)?$/);
        },
        loading: async (snapshot) => {
          expect(app.fakes.isRunning('fetchReactionsPage')).toBe(true);
          expect(app.fakes.inputsOf('fetchReactionsPage').at(-1)).toEqual({ proposedPlanId: PLAN_ID, before: snapshot.context.before });
          expect(moreButton()).toHaveProperty('disabled', true);
        },
        complete: async () => {
          // The last page came after the first or the second: Alan's answer is there or not.
          const names = listed() as string[];
          expect([['Grace', 'Katherine'], ['Grace', 'Alan', 'Katherine']]).toContainEqual(names);
          expectAnswers(names);
          expect(moreButton()).toBeNull();
          expect(screen.queryByText(/answers shown$/)).toBeNull();
        },
      },
    });
  });
});

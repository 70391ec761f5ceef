import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADA, failure, success } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { PLAN_ID, ownPlan } from './planFixtures';

/** The owner's page beside what the winner pick and the share link's copy machines test. */
describe('/proposedplans/{id}', () => {
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

import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { UnreadNotifications } from '@/domain/contract/notifications';
import type { UnseenAnswers } from '@/domain/contract/proposedPlans';
import type { Result } from '@/domain/result';
import { ActorsProvider, appActors } from '@/views/actors';
import { InboxLink } from '@/views/plans/InboxLink';
import { FakeActors } from '../../machines/support/fakeActors';
import { ADA, failure, success } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { WithLanguage } from '../support/language';
import { PLAN_ID, SHARE_CODE, ownPlan, plan } from './planFixtures';

function renderInboxLink() {
  const fakes = new FakeActors();
  render(
    <ActorsProvider value={{
      ...appActors,
      fetchUnseenAnswers: fakes.logic<Result<UnseenAnswers>, string>('fetchUnseenAnswers'),
      fetchUnreadNotifications: fakes.logic<Result<UnreadNotifications>, string>('fetchUnreadNotifications'),
    }}
    >
      <WithLanguage><MemoryRouter><InboxLink /></MemoryRouter></WithLanguage>
    </ActorsProvider>,
  );
  return fakes;
}

describe('InboxLink', () => {
  it('links to /inbox and says how many plans have answers not seen yet', async () => {
    const fakes = renderInboxLink();
    expect(screen.getByRole('link', { name: 'Inbox' }).getAttribute('href')).toBe('/inbox');
    await fakes.settle('fetchUnseenAnswers', { output: success({ plansWithNewAnswers: 2 }) });
    const link = screen.getByRole('link', { name: 'Inbox, 2 plans with new answers' });
    expect(link.getAttribute('href')).toBe('/inbox');
    expect(link.textContent).toBe('2');
  });

  it('names one plan in the singular', async () => {
    const fakes = renderInboxLink();
    await fakes.settle('fetchUnseenAnswers', { output: success({ plansWithNewAnswers: 1 }) });
    expect(screen.getByRole('link', { name: 'Inbox, 1 plan with new answers' })).toBeTruthy();
  });

  it('shows no count when nothing is new or the counts cannot be loaded', async () => {
    const fakes = renderInboxLink();
    await fakes.settle('fetchUnseenAnswers', { output: failure('The server could not be reached, please check your connection') });
    await fakes.settle('fetchUnreadNotifications', { output: success({ unreadCount: 0 }) });
    const link = screen.getByRole('link', { name: 'Inbox' });
    expect(link.textContent).toBe('');
  });

  it('counts the unread notifications on the badge first, and names both counts', async () => {
    const fakes = renderInboxLink();
    await fakes.settle('fetchUnreadNotifications', { output: success({ unreadCount: 3 }) });
    await fakes.settle('fetchUnseenAnswers', { output: success({ plansWithNewAnswers: 2 }) });
    const link = screen.getByRole('link', { name: 'Inbox, 3 unread notifications, 2 plans with new answers' });
    expect(link.getAttribute('href')).toBe('/inbox');
    expect(link.textContent).toBe('3');
  });

  it('names one unread notification in the singular, alone when no plan has new answers', async () => {
    const fakes = renderInboxLink();
    await fakes.settle('fetchUnreadNotifications', { output: success({ unreadCount: 1 }) });
    await fakes.settle('fetchUnseenAnswers', { output: failure('Database down') });
    expect(screen.getByRole('link', { name: 'Inbox, 1 unread notification' }).textContent).toBe('1');
  });
});

describe('/inbox', () => {
  it('lists own plans to their owner view and incoming ones to their response page, with status icons', async () => {
    const app = renderApp('/inbox');
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    const incoming = plan({ proposedPlanId: '7d2c9a10-3b1e-4f5a-9c8d-0a1b2c3d4e99', proposedPlanTitle: 'Sailing', byUserFirstname: 'Grace', status: 'confirmed' });
    await app.fakes.settle('fetchPlans', { output: success([ownPlan(), incoming]) });
    const list = await screen.findByRole('list', { name: 'Plans' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      [`/proposedplans/${PLAN_ID}`, expect.stringContaining('Board games night')],
      [`/plan/${SHARE_CODE}`, expect.stringContaining('Sailing')],
    ]);
    expect(within(links[0]!).getByRole('img', { name: 'Proposed' })).toBeTruthy();
    expect(within(links[1]!).getByRole('img', { name: 'Confirmed' })).toBeTruthy();
    expect(links[0]!.textContent).toContain('You, with Grace Hopper');
    expect(links[1]!.textContent).toContain('From Grace');
    expect(document.title).toBe('Inbox | FunPlans');
  });

  it("shows 'Error fetching plans' and tries again", async () => {
    const app = renderApp('/inbox');
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await app.fakes.settle('fetchPlans', { output: failure('Server down') });
    expect((await screen.findByRole('alert')).textContent).toContain('Error fetching plans: Server down');
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    await app.fakes.settle('fetchPlans', { output: success([]) });
    await screen.findByText("No plans yet. Propose one from a person's page.");
  });
});

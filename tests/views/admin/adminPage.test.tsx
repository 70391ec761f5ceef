import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADA, failure, success } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { ROOT, adminDetail, adminUser } from './adminFixtures';

const USERS = [
  adminUser(),
  adminUser({ userId: '3c2b1a09-8f7e-4d6c-9b5a-4a3b2c1d0e10', firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com' }),
  adminUser({ userId: '3c2b1a09-8f7e-4d6c-9b5a-4a3b2c1d0e11', firstName: 'Gone', lastName: 'Away', email: 'gone@example.com', deleted_at: '2026-11-01T10:00:00.000Z' }),
];

const names = (list: string) =>
  within(screen.getByRole('list', { name: list })).getAllByRole('link').map((link) => link.querySelector('.MuiListItemText-primary')?.textContent);

describe('/admin', () => {
  it('lists active and deleted users in tabs, searchable by name or email', { timeout: 20_000 }, async () => {
    const app = renderApp('/admin');
    await app.fakes.settle('fetchCurrentUser', { output: success(ROOT) });
    await app.fakes.settle('fetchAdminUsers', { output: success(USERS) });
    await screen.findByRole('list', { name: 'Active users' });
    expect(screen.queryByText("Not admin! Functions won't work")).toBeNull();
    expect(screen.getByRole('tab', { name: 'Admin' }).getAttribute('aria-selected')).toBe('true');

    expect(names('Active users')).toEqual(['Grace Murray', 'Alan Turing']);
    await app.user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'ALAN@');
    expect(names('Active users')).toEqual(['Alan Turing']);
    await app.user.clear(screen.getByRole('searchbox', { name: 'Search by name or email' }));
    await app.user.click(screen.getByRole('tab', { name: 'Deleted (1)' }));
    expect(names('Deleted users')).toEqual(['Gone Away [DELETED]']);
    expect(within(screen.getByRole('list', { name: 'Deleted users' })).getByRole('link').getAttribute('href'))
      .toBe(`/admin/users/${USERS[2]!.userId}`);
  });

  it("tells a non-admin that its functions won't work, and shows why the list failed", async () => {
    const app = renderApp('/admin');
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await app.fakes.settle('fetchAdminUsers', { output: failure('Admin rights needed') });
    await screen.findByText("Not admin! Functions won't work");
    await screen.findByText('Error fetching users: Admin rights needed');
    expect(screen.queryByRole('tab', { name: 'Settings' })).toBeNull();
  });
});

describe('/admin/users/{userId}', () => {
  it('offers no delete for another admin, whom the server would refuse to delete', async () => {
    const other = adminUser({ firstName: 'Second', lastName: 'Admin', rights: 'ADMIN' });
    const app = renderApp(`/admin/users/${other.userId}`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ROOT) });
    await app.fakes.settle('fetchAdminUser', { output: success(adminDetail({ ...other })) });
    await screen.findByRole('heading', { name: 'Second Admin' });
    expect(screen.getByRole('button', { name: 'Switch to STANDARD' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Delete user' })).toBeNull();
  });
});

describe('/settings', () => {
  it('shows admins the Settings and Admin tabs, and others none', async () => {
    const admin = renderApp('/settings');
    await admin.fakes.settle('fetchCurrentUser', { output: success(ROOT) });
    expect((await screen.findByRole('tab', { name: 'Settings' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('shows the subscription, an honest integrations section and the ignore rules link to a user', async () => {
    const app = renderApp('/settings');
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await screen.findByRole('heading', { name: 'Settings' });
    expect(screen.queryByRole('tab')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Subscription' })).getByText(/^Current Plan/).textContent)
      .toBe('Current Plan: TRIAL until Dec 22nd');
    await app.fakes.settle('fetchIntegrations', { output: success([]) });
    expect(await within(screen.getByRole('region', { name: 'Calendar integrations' })).findByText('No calendar linked.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Events you chose to ignore' }).getAttribute('href')).toBe('/settings/ignorerules');
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { success } from '../support/fixtures';
import { signedInAt } from '../integrations/integrationFixtures';
import { PREFERENCES } from './notificationFixtures';
import { openNotificationSettings } from './pushFixtures';

const section = () => screen.getByRole('region', { name: 'What reaches you' });

describe('/settings/notifications', () => {
  it('is linked from /settings', async () => {
    await signedInAt('/settings');
    const link = await screen.findByRole('link', { name: 'Choose how FunPlans notifies you' });
    expect(link.getAttribute('href')).toBe('/settings/notifications');
  });

  it('says when this server sends no email, and that the in-app list has every kind', async () => {
    const app = await openNotificationSettings([]);
    await app.fakes.settle('fetchNotificationPreferences', {
      output: success({ ...PREFERENCES, email: { configured: false, address: 'ada@example.com', disabledReason: null } }),
    });
    expect(await within(section()).findByText(/^This server sends no email/)).toBeTruthy();
    expect(within(section()).queryByText(/Emails go to/)).toBeNull();
    expect(within(section()).getByText("Every notification also appears in the app's own list, whatever you choose here.")).toBeTruthy();
  });

  it('offers the hours of the day in 24 h and the weekdays from Monday, and a switch per kind and channel', async () => {
    const app = await openNotificationSettings([]);
    await app.fakes.settle('fetchNotificationPreferences', { output: success(PREFERENCES) });
    const hours = within(await within(section()).findByLabelText('Time of reminders and the digest')).getAllByRole('option');
    expect(hours.map((option) => option.textContent)).toEqual(Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`));
    const days = within(within(section()).getByLabelText('Day of the weekly digest')).getAllByRole('option').map((option) => option.textContent);
    expect(days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    const rows = within(section()).getAllByRole('row').slice(1).map((row) => within(row).getByRole('rowheader').textContent);
    expect(rows).toEqual([
      'Someone answered my plan', 'Everyone answered my plan', 'A plan I answered is confirmed', 'Reminders the day before', 'Weekly catch-up digest',
    ]);
    expect(within(section()).getAllByRole('switch')).toHaveLength(10);
  });

  it('resumes a stopped address with only that in the request', async () => {
    const app = await openNotificationSettings([]);
    await app.fakes.settle('fetchNotificationPreferences', { output: success(PREFERENCES) });
    expect(within(section()).getByRole('note').textContent).toMatch(/^Email is off: The address failed 10 times in a row/);
    await app.user.click(within(section()).getByRole('button', { name: 'Resume email' }));
    expect(app.fakes.inputsOf('saveNotificationPreferences')).toEqual([{ resumeEmail: true }]);
    await app.fakes.settle('saveNotificationPreferences', { output: success({ ...PREFERENCES, email: { ...PREFERENCES.email, disabledReason: null } }) });
    await within(section()).findByText('Saved');
    expect(within(section()).queryByRole('note')).toBeNull();
  });
});

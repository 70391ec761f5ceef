import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { externalNavigation } from '@/views/externalNavigation';
import { failure, success } from '../support/fixtures';
import { CALENDARS, INTEGRATION_ID, integration, openIntegration } from './integrationFixtures';

describe('/settings/integrations/{id}', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends an unverified Google integration to the consent, the first time', async () => {
    const navigation = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
    const app = await openIntegration(integration({ integrationStatus: 'NOT_VERIFIED' }));
    expect(screen.getByText(/^Status: Not connected yet/)).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Connect Google Calendar' }));
    expect(navigation).toHaveBeenCalledWith(`/oauth/connect/googlecalendar?integrationId=${INTEGRATION_ID}&isFirstTime=true`);
  });

  it('reconnects a verified one without isFirstTime', async () => {
    const navigation = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
    const app = await openIntegration(integration());
    await app.user.click(screen.getByRole('button', { name: 'Reconnect Google Calendar' }));
    expect(navigation).toHaveBeenCalledWith(`/oauth/connect/googlecalendar?integrationId=${INTEGRATION_ID}`);
  });

  it('lists the calendars of a verified integration and saves the one chosen, or says why not', async () => {
    const app = await openIntegration(integration({ activeCalendarId: 'primary', activeCalendarName: 'Ada' }));
    expect(screen.getByText('Status: Connected')).toBeTruthy();
    expect(app.fakes.inputsOf('fetchCalendars')).toEqual([INTEGRATION_ID]);
    await app.fakes.settle('fetchCalendars', { output: success(CALENDARS) });
    const calendars = await screen.findByRole('radiogroup', { name: 'Calendar to show' });
    expect(within(calendars).getByRole('radio', { name: 'Ada' })).toHaveProperty('checked', true);

    await app.user.click(within(calendars).getByRole('radio', { name: 'Work' }));
    expect(app.fakes.inputsOf('updateIntegration')).toEqual([{
      integrationId: INTEGRATION_ID,
      body: { activeCalendarId: 'work', activeCalendarName: 'Work', activeCalendarColor: '#F83A22' },
    }]);
    await app.fakes.settle('updateIntegration', { output: failure('Calendar not found') });
    await screen.findByText('Error updating integration: Calendar not found');

    await app.user.click(within(calendars).getByRole('radio', { name: 'Work' }));
    await app.fakes.settle('updateIntegration', { output: success({ integrationId: INTEGRATION_ID }) });
    await screen.findByText('Saved: Work joins your calendar.');
    expect(within(calendars).getByRole('radio', { name: 'Work' })).toHaveProperty('checked', true);
    // The page names the new active calendar, as the server now stores it.
    expect(screen.getByText('Google Calendar: Work')).toBeTruthy();
  });

  it('says when the calendars cannot be fetched', async () => {
    const app = await openIntegration(integration());
    await app.fakes.settle('fetchCalendars', { output: failure('Google refused') });
    await screen.findByText('Error fetching calendars: Google refused');
  });

  it('shows an ICS feed with its address and no Google controls', async () => {
    await openIntegration(integration({ integrationType: 'ICS_FEED', feedUrl: 'https://example.com/basic.ics' }));
    expect(screen.getByText('https://example.com/basic.ics')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Connect/ })).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { externalNavigation } from '@/views/externalNavigation';
import { failure, success } from '../support/fixtures';
import { INTEGRATION_ID, integration, signedInAt } from './integrationFixtures';

const FEED = 'https://funplans.example/ical/secret-1.ics';
const section = () => screen.getByRole('region', { name: 'Calendar integrations' });

async function openSettings({ googleCalendarConfigured = true } = {}) {
  const app = await signedInAt('/settings');
  await screen.findByRole('heading', { name: 'Settings' });
  await app.fakes.settle('fetchIntegrationOptions', { output: success({ googleCalendarConfigured }) });
  await app.fakes.settle('fetchIcalFeed', { output: success({ url: FEED }) });
  return app;
}

describe('/settings, calendar integrations', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the linked calendars with their status', async () => {
    const app = await openSettings();
    await app.fakes.settle('fetchIntegrations', {
      output: success([integration({ activeCalendarName: 'Work' }), integration({ integrationId: 'x', integrationType: 'ICS_FEED', integrationStatus: 'NOT_VERIFIED' })]),
    });
    const link = await within(section()).findByRole('link', { name: 'Google Calendar: Work' });
    expect(link.getAttribute('href')).toBe(`/settings/integrations/${INTEGRATION_ID}`);
    expect(within(section()).getByText('Connected')).toBeTruthy();
    expect(within(section()).getByRole('link', { name: 'Calendar feed (iCal)' }).getAttribute('href')).toBe('/settings/integrations/x');
  });

  it('says when the integrations cannot be fetched, and that none is linked', async () => {
    const app = await openSettings();
    await app.fakes.settle('fetchIntegrations', { output: failure('Database down') });
    await within(section()).findByText('Error fetching integrations: Database down');
  });

  it('creates a Google integration, then goes to its consent', async () => {
    const navigation = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
    const app = await openSettings();
    await app.fakes.settle('fetchIntegrations', { output: success([]) });
    await within(section()).findByText('No calendar linked.');
    await app.user.click(within(section()).getByRole('button', { name: 'Connect Google Calendar' }));
    expect(app.fakes.inputsOf('createIntegration')).toEqual([{ integrationType: 'GOOGLE_CALENDAR' }]);
    await app.fakes.settle('createIntegration', { output: success({ integrationId: INTEGRATION_ID }) });
    expect(navigation).toHaveBeenCalledWith(`/oauth/connect/googlecalendar?integrationId=${INTEGRATION_ID}&isFirstTime=true`);
  });

  it('explains how to configure Google when the server cannot connect it', async () => {
    await openSettings({ googleCalendarConfigured: false });
    expect(within(section()).queryByRole('button', { name: 'Connect Google Calendar' })).toBeNull();
    expect(within(section()).getByText(/GOOGLE_CLIENT_ID and\s+GOOGLE_CLIENT_SECRET/)).toBeTruthy();
  });

  it('adds an iCal feed, refusing what is not an http(s) address', async () => {
    const app = await openSettings();
    await app.fakes.settle('fetchIntegrations', { output: success([]) });
    const form = within(section()).getByRole('form', { name: 'Add calendar feed (iCal URL)' });
    const field = within(form).getByRole('textbox', { name: 'Add calendar feed (iCal URL)' });
    await app.user.type(field, 'ftp://example.com/cal.ics');
    await app.user.click(within(form).getByRole('button', { name: 'Add feed' }));
    expect(within(form).getByText('Enter the http(s) address of an iCal feed')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(app.fakes.inputsOf('createIntegration')).toEqual([]);

    await app.user.clear(field);
    await app.user.type(field, 'https://example.com/cal.ics');
    await app.user.click(within(form).getByRole('button', { name: 'Add feed' }));
    expect(app.fakes.inputsOf('createIntegration')).toEqual([{ integrationType: 'ICS_FEED', feedUrl: 'https://example.com/cal.ics' }]);
    await app.fakes.settle('createIntegration', { output: failure('Feed address is in a private network') });
    await within(form).findByText('Error adding integration: Feed address is in a private network');

    await app.user.click(within(form).getByRole('button', { name: 'Add feed' }));
    await app.fakes.settle('createIntegration', { output: success({ integrationId: INTEGRATION_ID }) });
    await within(form).findByText('Calendar feed added.');
    await app.fakes.settle('fetchIntegrations', { output: success([integration({ integrationType: 'ICS_FEED' })]) });
    await within(section()).findByRole('link', { name: 'Calendar feed (iCal)' });
  });

  it('shows the own feed, copies it and regenerates it after a confirmation', async () => {
    const app = await openSettings();
    const feed = within(section()).getByRole('region', { name: 'Your FunPlans calendar feed' });
    expect(within(feed).getByRole('textbox', { name: 'Feed address' })).toHaveProperty('value', FEED);
    await app.user.click(within(feed).getByRole('button', { name: 'Copy' }));
    expect(app.fakes.inputsOf('copyText')).toEqual([FEED]);
    await app.fakes.settle('copyText', { output: undefined });
    await within(feed).findByText('Copied to the clipboard');

    await app.user.click(within(feed).getByRole('button', { name: 'Regenerate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new feed address?' });
    expect(within(dialog).getByText(/The old address stops working/)).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    await app.fakes.settle('regenerateIcalFeed', { output: success({ url: 'https://funplans.example/ical/secret-2.ics' }) });
    // The page loads the feed again for its new address.
    await app.fakes.settle('fetchIcalFeed', { output: success({ url: 'https://funplans.example/ical/secret-2.ics' }) });
    expect(await within(section()).findByDisplayValue('https://funplans.example/ical/secret-2.ics')).toBeTruthy();
  });
});

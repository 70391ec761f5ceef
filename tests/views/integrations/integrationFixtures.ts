import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { ExternalCalendar, ExternalEvent, IgnoreRule, Integration } from '@/domain/contract/integrations';
import { ADA, success } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { TODAY } from '../calendar/eventFixtures';

export const INTEGRATION_ID = '5a1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c01';
export const EXTERNAL_EVENT_ID = 'google-evt-42';
export const RULE_ID = '5a1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c02';

export const integration = (overrides: Partial<Integration> = {}): Integration => ({
  integrationId: INTEGRATION_ID,
  integrationType: 'GOOGLE_CALENDAR',
  integrationStatus: 'VERIFIED',
  activeCalendarId: null,
  activeCalendarName: null,
  activeCalendarColor: null,
  feedUrl: null,
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const CALENDARS: ExternalCalendar[] = [
  { id: 'primary', summary: 'Ada', description: null, backgroundColor: '#9FC6E7' },
  { id: 'work', summary: 'Work', description: 'Office', backgroundColor: '#F83A22' },
];

export const externalEvent = (overrides: Partial<ExternalEvent> = {}): ExternalEvent => ({
  id: EXTERNAL_EVENT_ID,
  integrationId: INTEGRATION_ID,
  summary: 'Team standup',
  description: 'Daily sync',
  start: { dateTime: `${TODAY}T09:30:00.000Z` },
  end: { dateTime: `${TODAY}T09:45:00.000Z` },
  startDate: TODAY,
  allDay: false,
  eventTimeSlot: 'morning',
  ignoredByUser: false,
  convertedEventId: null,
  ...overrides,
});

export const ignoreRule = (overrides: Partial<IgnoreRule> = {}): IgnoreRule => ({
  ruleId: RULE_ID,
  matchPattern: 'standup',
  whichEventsToIgnore: 'all_matching',
  createdFromExternalEventId: EXTERNAL_EVENT_ID,
  createdFromExternalIntegrationId: INTEGRATION_ID,
  created_at: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

/** Ada signed in at `url`. */
export async function signedInAt(url: string) {
  const app = renderApp(url);
  await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
  return app;
}

/** The integration page with `loaded` settled. */
export async function openIntegration(loaded: Integration) {
  const app = await signedInAt(`/settings/integrations/${INTEGRATION_ID}`);
  await app.fakes.settle('fetchIntegration', { output: success(loaded) });
  await screen.findByRole('heading', { name: 'Calendar integration' });
  return app;
}

/** The external event page with `event` (of the calendar 'Work') loaded. */
export async function openExternalEvent(event: ExternalEvent = externalEvent()) {
  const app = await signedInAt(`/externalcalendar/${EXTERNAL_EVENT_ID}`);
  await app.fakes.settle('fetchExternalEvent', { output: success({ event, integration: integration({ activeCalendarName: 'Work' }) }) });
  expect(app.fakes.inputsOf('fetchExternalEvent')).toEqual([EXTERNAL_EVENT_ID]);
  await screen.findByRole('heading', { name: event.summary });
  return app;
}

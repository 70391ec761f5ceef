import { REDIRECT_DELAY_MS } from '@/domain/constants';
import type { ExternalCalendar, Integration, IntegrationOptions, IntegrationUpdate } from '@/domain/contract/integrations';
import { createConfirmMachine } from '@/machines/confirmMachine';
import { createDetailMachine } from '@/machines/detailMachine';
import { createSubmitMachine } from '@/machines/submitMachine';

/**
 * The `integration` flow of DESIGN.md, one machine per step a page shows: create (then the browser
 * goes to the provider's consent), load it (NOT_VERIFIED offers Connect, VERIFIED its calendars),
 * choose the active calendar, disconnect with a confirmation and /settings after the redirect delay.
 */
export const INTEGRATION_DISCONNECTED = 'Poof, this calendar is disconnected! Redirecting to settings page ...';

export const integrationListMachine = createDetailMachine<Integration[]>({
  id: 'integrationList',
  actor: 'fetchIntegrations',
  errorMessage: 'Error fetching integrations',
});

export const integrationOptionsMachine = createDetailMachine<IntegrationOptions>({
  id: 'integrationOptions',
  actor: 'fetchIntegrationOptions',
  errorMessage: 'Error fetching integrations',
});

export const integrationDetailMachine = createDetailMachine<Integration>({
  id: 'integrationDetail',
  actor: 'fetchIntegration',
  errorMessage: 'Error fetching integrations',
});

export const calendarListMachine = createDetailMachine<ExternalCalendar[]>({
  id: 'calendarList',
  actor: 'fetchCalendars',
  errorMessage: 'Error fetching calendars',
});

/** Adds a Google Calendar (then consent) or an ICS feed. */
export const integrationCreateMachine = createSubmitMachine<unknown, { integrationId: string }>({
  id: 'integrationCreate',
  actor: 'createIntegration',
  doing: 'adding integration',
});

/** Saves the chosen calendar as the active one. */
export const calendarChoiceMachine = createSubmitMachine<IntegrationUpdate, { integrationId: string }>({
  id: 'calendarChoice',
  actor: 'updateIntegration',
  doing: 'updating integration',
});

export const integrationDisconnectMachine = createConfirmMachine({
  id: 'integrationDisconnect',
  actor: 'deleteIntegration',
  doing: 'deleting integration',
  doneMessage: INTEGRATION_DISCONNECTED,
  redirectDelay: REDIRECT_DELAY_MS,
});

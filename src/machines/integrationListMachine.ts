import { msg } from '@lingui/core/macro';
import type { Integration, IntegrationOptions } from '@/domain/contract/integrations';
import { createDetailMachine } from '@/machines/detailMachine';

/** /settings, 'Calendar integrations': the linked calendars (each linking to its integrationMachine page). */
export const integrationListMachine = createDetailMachine<Integration[]>({
  id: 'integrationList',
  actor: 'fetchIntegrations',
  failed: (message) => msg`Error fetching integrations: ${message}`,
  unknownError: msg`Error fetching integrations`,
});

/** Whether this server can connect a Google Calendar (it has an OAuth client), for the same section. */
export const integrationOptionsMachine = createDetailMachine<IntegrationOptions>({
  id: 'integrationOptions',
  actor: 'fetchIntegrationOptions',
  failed: (message) => msg`Error fetching integrations: ${message}`,
  unknownError: msg`Error fetching integrations`,
});

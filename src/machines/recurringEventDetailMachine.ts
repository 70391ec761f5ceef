import { msg } from '@lingui/core/macro';
import type { RecurringEvent } from '@/domain/contract/recurringEvents';
import { createDetailMachine } from '@/machines/detailMachine';

/** One yearly event (a user's own or a public holiday), for its pages. */
export const recurringEventDetailMachine = createDetailMachine<RecurringEvent>({
  actor: 'fetchRecurringEvent',
  id: 'recurringEventDetail',
  failed: (message) => msg`Error fetching recurring event: ${message}`,
  unknownError: msg`Error fetching recurring event`,
});

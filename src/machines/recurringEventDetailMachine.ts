import type { RecurringEvent } from '@/domain/contract/recurringEvents';
import { createDetailMachine } from '@/machines/detailMachine';

/** One yearly event (a user's own or a public holiday), for its pages. */
export const recurringEventDetailMachine = createDetailMachine<RecurringEvent>({
  actor: 'fetchRecurringEvent',
  id: 'recurringEventDetail',
  errorMessage: 'Error fetching recurring event',
});

import { createConfirmMachine } from '@/machines/confirmMachine';

/**
 * Deleting a user's yearly event after a confirmation, from a person's list of them (one actor a
 * row) or from the event's own page; the page decides what happens next.
 */
export const recurringEventDeleteMachine = createConfirmMachine({
  id: 'recurringEventDelete',
  actor: 'deleteRecurringEvent',
  doing: 'deleting recurring event',
});

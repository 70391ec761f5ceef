import { msg } from '@lingui/core/macro';
import { createConfirmMachine } from '@/machines/confirmMachine';

/**
 * Deleting a user's yearly event after a confirmation, from a person's list of them (one actor a
 * row) or from the event's own page; the page decides what happens next.
 */
export const recurringEventDeleteMachine = createConfirmMachine({
  id: 'recurringEventDelete',
  actor: 'deleteRecurringEvent',
  failed: (message) => msg`Error deleting recurring event: ${message}`,
  unknownError: msg`Unknown error deleting recurring event`,
});

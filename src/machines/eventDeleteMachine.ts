import { msg } from '@lingui/core/macro';
import { REDIRECT_DELAY_MS } from '@/domain/constants';
import { createConfirmMachine } from '@/machines/confirmMachine';

const EVENT_DELETED = msg`Poof, this event is gone! Redirecting to home page ...`;

/** Deleting an event from its page, then Home after the redirect delay. */
export const eventDeleteMachine = createConfirmMachine({
  id: 'eventDelete',
  actor: 'deleteEvent',
  failed: (message) => msg`Error deleting event: ${message}`,
  unknownError: msg`Unknown error deleting event`,
  doneMessage: EVENT_DELETED,
  redirectDelay: REDIRECT_DELAY_MS,
});

import { REDIRECT_DELAY_MS } from '@/domain/constants';
import { createConfirmMachine } from '@/machines/confirmMachine';

const EVENT_DELETED = 'Poof, this event is gone! Redirecting to home page ...';

/** Deleting an event from its page, then Home after the redirect delay. */
export const eventDeleteMachine = createConfirmMachine({
  id: 'eventDelete',
  actor: 'deleteEvent',
  doing: 'deleting event',
  doneMessage: EVENT_DELETED,
  redirectDelay: REDIRECT_DELAY_MS,
});

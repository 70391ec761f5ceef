import { createDeleteThenRedirectMachine } from '@/machines/deleteThenRedirectMachine';

export const EVENT_DELETED = 'Poof, this event is gone! Redirecting to home page ...';

/** Deleting an event from its page, then Home after the redirect delay. */
export const eventDeleteMachine = createDeleteThenRedirectMachine({
  id: 'eventDelete',
  actor: 'deleteEvent',
  subject: 'event',
});

import { msg } from '@lingui/core/macro';
import type { Event } from '@/domain/contract/events';
import { createDetailMachine } from '@/machines/detailMachine';

/** One fun plan, for its page and its edit form. */
export const eventDetailMachine = createDetailMachine<Event>({
  actor: 'fetchEvent',
  id: 'eventDetail',
  failed: (message) => msg`Error fetching event: ${message}`,
  unknownError: msg`Error fetching event`,
});

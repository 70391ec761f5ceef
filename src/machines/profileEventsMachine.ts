import type { Event } from '@/domain/contract/events';
import { createDetailMachine } from '@/machines/detailMachine';

/** The profile's Upcoming and Recent History lists; its input id is the user's today. */
export const profileEventsMachine = createDetailMachine<{ upcoming: Event[]; recent: Event[] }>({
  actor: 'fetchProfileEvents',
  id: 'profileEvents',
  errorMessage: 'Error fetching events',
});

import type { ProfileEvents } from '@/domain/contract/events';
import { createDetailMachine } from '@/machines/detailMachine';

/** The profile's Upcoming and Recent History lists; its input id is the user's today. */
export const profileEventsMachine = createDetailMachine<ProfileEvents>({
  actor: 'fetchProfileEvents',
  id: 'profileEvents',
  errorMessage: 'Error fetching events',
});

import { msg } from '@lingui/core/macro';
import type { ProfileEvents } from '@/domain/contract/events';
import { createDetailMachine } from '@/machines/detailMachine';

/** The profile's Upcoming and Recent History lists; its input id is the user's today. */
export const profileEventsMachine = createDetailMachine<ProfileEvents>({
  actor: 'fetchProfileEvents',
  id: 'profileEvents',
  failed: (message) => msg`Error fetching events: ${message}`,
  unknownError: msg`Error fetching events`,
});

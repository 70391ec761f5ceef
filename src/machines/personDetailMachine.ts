import { msg } from '@lingui/core/macro';
import type { PersonDetail } from '@/domain/contract/people';
import { createDetailMachine } from '@/machines/detailMachine';

/** A person with their events, recurring events and connections, for the person's pages. */
export const personDetailMachine = createDetailMachine<PersonDetail>({
  actor: 'fetchPersonDetail',
  id: 'personDetail',
  failed: (message) => msg`Error fetching person: ${message}`,
  unknownError: msg`Error fetching person`,
});

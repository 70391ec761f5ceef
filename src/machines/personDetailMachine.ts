import type { PersonDetail } from '@/domain/contract/people';
import { createDetailMachine } from '@/machines/detailMachine';

/** A person with their events, recurring events and connections, for the person's pages. */
export const personDetailMachine = createDetailMachine<PersonDetail>({
  actor: 'fetchPersonDetail',
  id: 'personDetail',
  errorMessage: 'Error fetching person',
});

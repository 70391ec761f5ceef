import { msg } from '@lingui/core/macro';
import { REDIRECT_DELAY_MS } from '@/domain/constants';
import { createConfirmMachine } from '@/machines/confirmMachine';

const PERSON_DELETED = msg`Poof, this person is gone! Redirecting to network page ...`;

/** Deleting a person from their page, then /network after the redirect delay. */
export const personDeleteMachine = createConfirmMachine({
  id: 'personDelete',
  actor: 'deletePerson',
  failed: (message) => msg`Error deleting person: ${message}`,
  unknownError: msg`Unknown error deleting person`,
  doneMessage: PERSON_DELETED,
  redirectDelay: REDIRECT_DELAY_MS,
});

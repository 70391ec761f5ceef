import { createDeleteThenRedirectMachine } from '@/machines/deleteThenRedirectMachine';

export const PERSON_DELETED = 'Poof, this person is gone! Redirecting to network page ...';

/** Deleting a person from their page, then /network after the redirect delay. */
export const personDeleteMachine = createDeleteThenRedirectMachine({
  id: 'personDelete',
  actor: 'deletePerson',
  subject: 'person',
});

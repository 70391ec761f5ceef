import { createConfirmedDeleteMachine } from '@/machines/confirmedDelete';

/** An admin soft-deleting a user from their admin page; the page then shows them as [DELETED]. */
export const userSoftDeleteMachine = createConfirmedDeleteMachine({
  id: 'userSoftDelete',
  actor: 'softDeleteUser',
  errorMessage: 'Error deleting user',
});

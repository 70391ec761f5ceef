import { createConfirmedDeleteMachine } from '@/machines/confirmedDelete';

/** An admin undoing a soft delete from the user's admin page; the page then shows them live again. */
export const userRestoreMachine = createConfirmedDeleteMachine({
  id: 'userRestore',
  actor: 'restoreUser',
  errorMessage: 'Error restoring user',
});

import { msg } from '@lingui/core/macro';
import { createConfirmMachine } from '@/machines/confirmMachine';

/** An admin undoing a soft delete from the user's admin page; the page then shows them live again. */
export const userRestoreMachine = createConfirmMachine({
  id: 'userRestore',
  actor: 'restoreUser',
  failed: (message) => msg`Error restoring user: ${message}`,
  unknownError: msg`Unknown error restoring user`,
});

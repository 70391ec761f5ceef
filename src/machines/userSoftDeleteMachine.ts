import { msg } from '@lingui/core/macro';
import { createConfirmMachine } from '@/machines/confirmMachine';

/** An admin soft-deleting a user from their admin page; the page then shows them as [DELETED]. */
export const userSoftDeleteMachine = createConfirmMachine({
  id: 'userSoftDelete',
  actor: 'softDeleteUser',
  failed: (message) => msg`Error deleting user: ${message}`,
  unknownError: msg`Unknown error deleting user`,
});

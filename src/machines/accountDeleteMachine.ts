import { msg } from '@lingui/core/macro';
import { createConfirmMachine } from '@/machines/confirmMachine';

const ACCOUNT_DELETED = msg`Account deleted. Sorry to see you go.`;

/** Deleting one's own account from /settings; the page then shows that the user is logged out. */
export const accountDeleteMachine = createConfirmMachine({
  id: 'accountDelete',
  actor: 'deleteAccount',
  failed: (message) => msg`Error deleting account: ${message}`,
  unknownError: msg`Unknown error deleting account`,
  doneMessage: ACCOUNT_DELETED,
});

import { createConfirmMachine } from '@/machines/confirmMachine';

const ACCOUNT_DELETED = 'Account deleted. Sorry to see you go.';

/** Deleting one's own account from /settings; the page then shows that the user is logged out. */
export const accountDeleteMachine = createConfirmMachine({
  id: 'accountDelete',
  actor: 'deleteAccount',
  doing: 'deleting account',
  doneMessage: ACCOUNT_DELETED,
});

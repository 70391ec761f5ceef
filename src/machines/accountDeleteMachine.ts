import { createConfirmedDeleteMachine } from '@/machines/confirmedDelete';

/** Deleting one's own account from /settings; the page then shows that the user is logged out. */
export const accountDeleteMachine = createConfirmedDeleteMachine({
  id: 'accountDelete',
  actor: 'deleteAccount',
  errorMessage: 'Error deleting account',
});

export const ACCOUNT_DELETED = 'Account deleted. Sorry to see you go.';

import { msg } from '@lingui/core/macro';
import type { AccessToken } from '@/domain/contract/tokens';
import { createConfirmMachine } from '@/machines/confirmMachine';
import { createDetailMachine } from '@/machines/detailMachine';

/** The account's personal access tokens, on /settings/tokens. */
export const tokenListMachine = createDetailMachine<AccessToken[]>({
  id: 'tokenList',
  actor: 'fetchTokens',
  failed: (message) => msg`Error fetching your tokens: ${message}`,
  unknownError: msg`Error fetching your tokens`,
});

/** A token stops working, after a confirmation; the page then loads the list again. */
export const tokenRevokeMachine = createConfirmMachine({
  id: 'tokenRevoke',
  actor: 'revokeToken',
  failed: (message) => msg`Error revoking token: ${message}`,
  unknownError: msg`Unknown error revoking token`,
});

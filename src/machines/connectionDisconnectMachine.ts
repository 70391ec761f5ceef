import { msg } from '@lingui/core/macro';
import { createConfirmMachine } from '@/machines/confirmMachine';

/** Either side ending a connection from its page (/connections/{id}); the page then goes back to /connections. */
export const connectionDisconnectMachine = createConfirmMachine({
  id: 'connectionDisconnect',
  actor: 'disconnectUser',
  failed: (message) => msg`Error disconnecting: ${message}`,
  unknownError: msg`Unknown error disconnecting`,
});

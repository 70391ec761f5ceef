import { createConfirmedDeleteMachine } from '@/machines/confirmedDelete';

/** Either side ending a connection from its page (/connections/{id}); the page then goes back to /connections. */
export const connectionDisconnectMachine = createConfirmedDeleteMachine({
  id: 'connectionDisconnect',
  actor: 'disconnectUser',
  errorMessage: 'Error disconnecting',
});

import { msg } from '@lingui/core/macro';
import type { UserConnection } from '@/domain/contract/people';
import type { UserConnectionDetail } from '@/domain/contract/userConnections';
import { createDetailMachine } from '@/machines/detailMachine';

/** The 'My Connections' list of /connections. */
export const connectionListMachine = createDetailMachine<UserConnection[]>({
  actor: 'fetchConnections',
  id: 'connectionList',
  failed: (message) => msg`Error fetching connections: ${message}`,
  unknownError: msg`Error fetching connections`,
});

/** One connection for /connections/{userConnectionId}. */
export const connectionDetailMachine = createDetailMachine<UserConnectionDetail>({
  actor: 'fetchConnection',
  id: 'connectionDetail',
  failed: (message) => msg`Error fetching connection: ${message}`,
  unknownError: msg`Error fetching connection`,
});

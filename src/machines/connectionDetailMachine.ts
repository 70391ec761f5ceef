import type { UserConnection } from '@/domain/contract/people';
import type { UserConnectionDetail } from '@/domain/contract/userConnections';
import { createDetailMachine } from '@/machines/detailMachine';

/** The 'My Connections' list of /connections. */
export const connectionListMachine = createDetailMachine<UserConnection[]>({
  actor: 'fetchConnections',
  id: 'connectionList',
  errorMessage: 'Error fetching connections',
});

/** One connection for /connections/{userConnectionId}. */
export const connectionDetailMachine = createDetailMachine<UserConnectionDetail>({
  actor: 'fetchConnection',
  id: 'connectionDetail',
  errorMessage: 'Error fetching connection',
});

import { msg } from '@lingui/core/macro';
import type { Delivery } from '@/domain/contract/notifications';
import { createDetailMachine } from '@/machines/detailMachine';

/** What was sent to the user, and what failed, on /settings/notifications. */
export const notificationDeliveriesMachine = createDetailMachine<Delivery[]>({
  id: 'notificationDeliveries',
  actor: 'fetchDeliveries',
  failed: (message) => msg`Error fetching what was sent: ${message}`,
  unknownError: msg`Error fetching what was sent`,
});

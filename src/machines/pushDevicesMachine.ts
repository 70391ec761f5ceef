import { msg } from '@lingui/core/macro';
import type { PushSubscription } from '@/domain/contract/notifications';
import { createConfirmMachine } from '@/machines/confirmMachine';
import { createDetailMachine } from '@/machines/detailMachine';

/** The account's devices that take notifications, on /settings/notifications. */
export const pushDevicesMachine = createDetailMachine<PushSubscription[]>({
  id: 'pushDevices',
  actor: 'fetchPushSubscriptions',
  failed: (message) => msg`Error fetching your devices: ${message}`,
  unknownError: msg`Error fetching your devices`,
});

/** Another device stops getting notifications, after a confirmation; the page then loads the list again. */
export const pushDeviceRemoveMachine = createConfirmMachine({
  id: 'pushDeviceRemove',
  actor: 'deletePushSubscription',
  failed: (message) => msg`Error removing device: ${message}`,
  unknownError: msg`Unknown error removing device`,
});

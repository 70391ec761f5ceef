import { msg } from '@lingui/core/macro';
import type { UnreadNotifications } from '@/domain/contract/notifications';
import { createDetailMachine } from '@/machines/detailMachine';

/** How many of the user's notifications are unread, for Home's inbox link (started with LIST). */
export const unreadNotificationsMachine = createDetailMachine<UnreadNotifications>({
  actor: 'fetchUnreadNotifications',
  id: 'unreadNotifications',
  failed: (message) => msg`Error fetching notifications: ${message}`,
  unknownError: msg`Error fetching notifications`,
});

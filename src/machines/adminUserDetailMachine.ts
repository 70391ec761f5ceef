import { msg } from '@lingui/core/macro';
import type { AdminUser, AdminUserDetail } from '@/domain/contract/users';
import { createDetailMachine } from '@/machines/detailMachine';

/** Every user, for /admin. */
export const adminUserListMachine = createDetailMachine<AdminUser[]>({
  actor: 'fetchAdminUsers',
  id: 'adminUserList',
  failed: (message) => msg`Error fetching users: ${message}`,
  unknownError: msg`Error fetching users`,
});

/** One user with their network, recent events and feedback, for /admin/users/{userId}. */
export const adminUserDetailMachine = createDetailMachine<AdminUserDetail>({
  actor: 'fetchAdminUser',
  id: 'adminUserDetail',
  failed: (message) => msg`Error fetching user: ${message}`,
  unknownError: msg`Error fetching user`,
});

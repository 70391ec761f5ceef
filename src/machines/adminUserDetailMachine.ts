import type { AdminUser, AdminUserDetail } from '@/domain/contract/users';
import { createDetailMachine } from '@/machines/detailMachine';

/** Every user, for /admin. */
export const adminUserListMachine = createDetailMachine<AdminUser[]>({
  actor: 'fetchAdminUsers',
  id: 'adminUserList',
  errorMessage: 'Error fetching users',
});

/** One user with their network, recent events and feedback, for /admin/users/{userId}. */
export const adminUserDetailMachine = createDetailMachine<AdminUserDetail>({
  actor: 'fetchAdminUser',
  id: 'adminUserDetail',
  errorMessage: 'Error fetching user',
});

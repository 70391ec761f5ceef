import type { AdminUser } from '@/domain/contract/users';

/** SPEC.md section 4: admin-deleted users show as [DELETED]. */
export const adminUserName = (user: AdminUser) =>
  `${user.firstName} ${user.lastName}${user.deleted_at ? ' [DELETED]' : ''}`;

/** Whether a user matches an admin's search, by name or email, ignoring case. */
export function matchesSearch(user: AdminUser, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [`${user.firstName} ${user.lastName}`, user.email ?? '', user.username].some((text) => text.toLowerCase().includes(needle));
}

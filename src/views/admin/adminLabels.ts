import { plural, t } from '@lingui/core/macro';
import type { AdminUser } from '@/domain/contract/users';

/** SPEC.md section 4: admin-deleted users show as [DELETED] (in the language shown, when rendered). */
export function adminUserName(user: AdminUser) {
  const name = `${user.firstName} ${user.lastName}`;
  return user.deleted_at ? t`${name} [DELETED]` : name;
}

/** How many people a user keeps in their network: '1 person', '2 people'. */
export const peopleCount = (personCount: number) => plural(personCount, { one: '# person', other: '# people' });

/** How many events a user has: '1 event', '5 events'. */
export const eventCount = (eventCount: number) => plural(eventCount, { one: '# event', other: '# events' });

/** Whether a user matches an admin's search, by name or email, ignoring case. */
export function matchesSearch(user: AdminUser, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [`${user.firstName} ${user.lastName}`, user.email ?? '', user.username].some((text) => text.toLowerCase().includes(needle));
}

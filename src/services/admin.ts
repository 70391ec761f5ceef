import type { PlanBody, PlanChange } from '@/domain/contract/users';
import { type CallOptions, request } from '@/services/request';

const userUrl = (userId: string) => `/users/${encodeURIComponent(userId)}`;

export const fetchAdminUsers = ({ signal }: CallOptions = {}) =>
  request('adminUsers', { method: 'GET', url: '/users', signal });

export const fetchAdminUser = (userId: string, { signal }: CallOptions = {}) =>
  request('adminUserDetail', { method: 'GET', url: userUrl(userId), signal });

/** Soft delete: the user's sessions end and they can no longer log in. */
export const softDeleteUser = (userId: string, { signal }: CallOptions = {}) =>
  request('userDeletedByAdmin', { method: 'DELETE', url: userUrl(userId), signal });

/** Undoes a soft delete: the user can log in again. */
export const restoreUser = (userId: string, { signal }: CallOptions = {}) =>
  request('userRestored', { method: 'POST', url: `${userUrl(userId)}/restore`, signal });

export const changePlan = ({ userId, pricingPlan }: PlanChange, { signal }: CallOptions = {}) =>
  request('planChanged', { method: 'PUT', url: `${userUrl(userId)}/plan`, data: { pricingPlan } satisfies PlanBody, signal });

import type { AdminUser, AdminUserDetail } from '@/domain/contract/users';
import { ADA } from '../support/fixtures';

export const ROOT = { ...ADA, userId: '6f1c1c52-6a3e-4b8e-9a43-3f7f0c1d2e09', firstName: 'Root', rights: 'ADMIN' as const };

export const adminUser = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  ...ADA,
  userId: '3c2b1a09-8f7e-4d6c-9b5a-4a3b2c1d0e0f',
  firstName: 'Grace',
  lastName: 'Murray',
  email: 'grace@example.com',
  personCount: 2,
  eventCount: 5,
  deletedByAdminUserId: null,
  deleted_at: null,
  ...overrides,
});

export const adminDetail = (user: Partial<AdminUser> = {}): AdminUserDetail => ({
  userDetails: adminUser(user),
  userNetwork: [],
  userRecentEvents: [],
  userFeedback: [{ feedbackId: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d', feedbackText: 'Please add a dark theme', created_at: '2026-11-20T09:00:00.000Z' }],
});

import type { LoggedIn, User } from '@/domain/contract/auth';
import type { Result } from '@/domain/result';

export const ADA: User = {
  userId: '6f1c1c52-6a3e-4b8e-9a43-3f7f0c1d2e01',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  birthDate: null,
  country: null,
  city: null,
  timeZone: 'Europe/London',
  locale: null,
  hourCycle: null,
  userAvatar: 'avatar_female_1',
  userColor: '#FCF6BD',
  rights: 'USER',
  pricingPlan: 'TRIAL',
  trialExpirationDate: '2026-12-22',
  userInviteCode: 'ADA123',
  signupOrigin: 'web',
  created_at: '2026-11-22T10:00:00.000Z',
  geo: null,
};

export const success = <T>(data: T): Result<T> => ({ status: 'success', data });
export const failure = (errorMessage: string): Result<never> => ({ status: 'error', errorMessage });
export const UNAUTHORIZED: Result<never> = { status: 'unauthorized' };

export const LOGGED_IN: LoggedIn = { token: 'token', expiresAt: '2026-11-22T22:00:00.000Z' };
export const PASSWORD = 'correct horse battery staple';

import { screen } from '@testing-library/react';
import type { AccessToken } from '@/domain/contract/tokens';
import { success } from '../support/fixtures';
import { signedInAt } from '../integrations/integrationFixtures';

export const TOKEN_ID = '3c9d2e1f-5a6b-4c7d-8e9f-0a1b2c3d4e01';
export const SECRET = 'fp_pat_k3J9xQ2mN8vB5cR7tY1wZ4aS6dF0gH2jK4lP6oI8uE0';

export const accessToken = (overrides: Partial<AccessToken> = {}): AccessToken => ({
  tokenId: TOKEN_ID,
  name: 'Backup script',
  scopes: ['read'],
  created_at: '2026-11-01T10:00:00.000Z',
  expiresAt: '2027-01-30T10:00:00.000Z',
  lastUsedAt: null,
  ...overrides,
});

/** /settings/tokens signed in, with the account's tokens loaded. */
export async function openTokens(tokens: AccessToken[]) {
  const app = await signedInAt('/settings/tokens');
  await app.fakes.settle('fetchTokens', { output: success(tokens) });
  await screen.findByRole('heading', { name: 'API tokens' });
  return app;
}

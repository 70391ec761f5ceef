import { z } from 'zod';
import { TOKEN_SCOPES } from '@/domain/constants';
import { instant, name, uuid } from '@/domain/contract/common';
import { ISSUE_TEXTS } from '@/domain/contract/issueTexts';

/** A personal access token as its owner sees it: never its secret, which is shown once at creation. */
export const accessToken = z.object({
  tokenId: uuid,
  name: z.string(),
  scopes: z.array(z.enum(TOKEN_SCOPES)),
  created_at: instant,
  /** null: the token does not expire. */
  expiresAt: instant.nullable(),
  /** When a request last used it (to the minute); null: never used. */
  lastUsedAt: instant.nullable(),
});
export type AccessToken = z.infer<typeof accessToken>;

export const createTokenBody = z.object({
  name,
  scopes: z.array(z.enum(TOKEN_SCOPES)).min(1).max(TOKEN_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, ISSUE_TEXTS.repeatedScope.id),
  /** A future instant; null or left out: the token does not expire. */
  expiresAt: instant.nullable().optional(),
});
export type CreateTokenBody = z.infer<typeof createTokenBody>;

/** The one answer that carries the secret (`fp_pat_…`): it cannot be read again. */
export const tokenCreated = accessToken.extend({ token: z.string() });
export type TokenCreated = z.infer<typeof tokenCreated>;

export const tokenRevoked = z.object({ tokenId: uuid });

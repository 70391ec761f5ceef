import type { Temporal } from 'temporal-polyfill';
import type { TokenScope } from '@/domain/constants';
import type { CreateTokenBody } from '@/domain/contract/tokens';

/** How long a new token lives, in days; null: until revoked. */
export const TOKEN_EXPIRY_CHOICES = [30, 90, 365, null] as const;
export type TokenExpiry = (typeof TOKEN_EXPIRY_CHOICES)[number];

export const expiryLabel = (days: TokenExpiry) => (days === null ? 'Never' : `${days} days`);

/** What the create form holds. */
export interface TokenDraft {
  name: string;
  scopes: TokenScope[];
  expiryDays: TokenExpiry;
}

export const isCompleteDraft = (draft: TokenDraft) => draft.name.trim() !== '' && draft.scopes.length > 0;

/** The request for a draft, its expiry counted from `now`. */
export const tokenBody = (draft: TokenDraft, now: Temporal.Instant): CreateTokenBody => ({
  name: draft.name.trim(),
  scopes: draft.scopes,
  expiresAt: draft.expiryDays === null ? null : now.add({ hours: draft.expiryDays * 24 }).toString(),
});

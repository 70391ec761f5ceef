import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { TOKEN_PREFIX, type TokenScope } from '@/domain/constants';
import type { AccessToken } from '@/domain/contract/tokens';
import type { Db } from '@/server/db/client';
import { accessTokens, users } from '@/server/db/schema';
import { type Clock, toDate } from '@/server/clock';
import { param, prepared } from '@/server/db/prepared';
import { hashToken } from '@/server/auth/sessions';

/** Last-used times are kept to the minute: a script's burst of calls writes the row once. */
const LAST_USED_PRECISION_MS = 60_000;

export const isAccessToken = (token: string) => token.startsWith(TOKEN_PREFIX);

type TokenRow = typeof accessTokens.$inferSelect;

const toAccessToken = (row: TokenRow): AccessToken => ({
  tokenId: row.id,
  name: row.name,
  scopes: row.scopes,
  created_at: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listAccessTokens(db: Db, userId: string): Promise<AccessToken[]> {
  const rows = await db.select().from(accessTokens).where(eq(accessTokens.userId, userId)).orderBy(desc(accessTokens.createdAt), accessTokens.id);
  return rows.map(toAccessToken);
}

export async function countAccessTokens(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(accessTokens).where(eq(accessTokens.userId, userId));
  return row?.total ?? 0;
}

export interface NewAccessToken {
  name: string;
  scopes: TokenScope[];
  expiresAt: Date | null;
}

/** A 256-bit random secret behind the prefix; only its SHA-256 is stored, so it is shown this once. */
export async function createAccessToken(db: Db, clock: Clock, userId: string, values: NewAccessToken) {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db.insert(accessTokens)
    .values({ userId, ...values, tokenHash: hashToken(token), createdAt: toDate(clock()) })
    .returning();
  return { ...toAccessToken(row!), token };
}

/** Whether the user had the token; it is deleted, so its next request is a 401. */
export async function revokeAccessToken(db: Db, userId: string, tokenId: string): Promise<boolean> {
  const deleted = await db.delete(accessTokens)
    .where(and(eq(accessTokens.userId, userId), eq(accessTokens.id, tokenId)))
    .returning({ id: accessTokens.id });
  return deleted.length > 0;
}

const liveTokenByHash = prepared('live_access_token_by_hash', (db) => db
  .select({ user: users, tokenId: accessTokens.id, scopes: accessTokens.scopes, lastUsedAt: accessTokens.lastUsedAt })
  .from(accessTokens)
  .innerJoin(users, eq(users.id, accessTokens.userId))
  .where(and(
    eq(accessTokens.tokenHash, param('tokenHash')),
    or(isNull(accessTokens.expiresAt), gt(accessTokens.expiresAt, param('now'))),
  ))
  .limit(1));

/**
 * The user and scopes behind a live token, or undefined when it is unknown, revoked, expired or its
 * user deleted. Its last-used time moves on when the stored one is a minute old or more.
 */
export async function useAccessToken(db: Db, clock: Clock, token: string) {
  const now = toDate(clock());
  const [row] = await liveTokenByHash(db).execute({ tokenHash: hashToken(token), now });
  if (!row || row.user.deletedAt) return undefined;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    const staleBefore = new Date(now.getTime() - LAST_USED_PRECISION_MS);
    await db.update(accessTokens).set({ lastUsedAt: now })
      .where(and(eq(accessTokens.id, row.tokenId), or(isNull(accessTokens.lastUsedAt), lt(accessTokens.lastUsedAt, staleBefore))));
  }
  return { user: row.user, scopes: row.scopes };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE_NAME, type TokenScope } from '@/domain/constants';
import { findSessionByHash, hashToken } from '@/server/auth/sessions';
import { type SessionCheck, SessionNoLongerHolds } from '@/server/auth/sessionCheck';
import { toDate } from '@/server/clock';
import { isAccessToken, useAccessToken } from '@/server/auth/accessTokens';
import { hit } from '@/server/auth/rateLimit';
import { clearSessionCookies, hasSessionCookies } from '@/server/auth/sessionCookies';
import { forbidden, invalidToken, rateLimited } from '@/server/errors';
import type { users } from '@/server/db/schema';
import { ERROR_TEXTS } from '@/server/errorTexts';

export type UserRow = typeof users.$inferSelect;

/** How the request proved who it is: a session (cookie or bearer), or a personal access token and its scopes. */
export type Credential = { kind: 'session' } | { kind: 'accessToken'; scopes: TokenScope[] };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` or `loadOptionalUser`. */
    currentUser: UserRow | null;
    credential: Credential | null;
    /**
     * The check of the session whose user `requireUser` took from this server's memory unchecked
     * (`checksSession`): the route's statement makes it.
     */
    unconfirmedSession: SessionCheck | null;
  }
  interface FastifyContextConfig {
    /**
     * The route answers through `answerAsSessionUser`, its statement checking the session itself
     * (src/server/auth/sessionCheck.ts): on PostgreSQL a session this server has seen then costs no
     * statement of its own.
     */
    checksSession?: boolean;
    /** Only a session reaches the route: personal access tokens are refused with a 403. */
    sessionOnly?: boolean;
  }
}

/** The bearer token from `Authorization: Bearer`: a session's or a personal access token. */
const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() || undefined : undefined;
};

/** The session token from `Authorization: Bearer` or, for the browser, the HttpOnly cookie. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const bearer = bearerToken(request);
  if (bearer) return isAccessToken(bearer) ? undefined : bearer;
  return request.cookies[AUTH_COOKIE_NAME] || undefined;
}

/**
 * A failed bearer token (session or personal access token) counts against the caller's address; over
 * the limit, failures answer 429. Only failures are counted, so a good token costs no extra query.
 */
async function refuseBearer(request: FastifyRequest) {
  const { db, clock, config } = request.server;
  if ((await hit(db, clock, `bearer-fail:${request.ip}`)) > config.rateLimits.failedBearerTokensPerIpPerHour) throw rateLimited();
}

/** On a `checksSession` route, the user of a session this server remembers, taken unchecked. */
function takeRemembered(request: FastifyRequest, tokenHash: string): boolean {
  if (!request.routeOptions.config.checksSession) return false;
  const now = toDate(request.server.clock());
  const remembered = request.server.rememberedSessions?.find(tokenHash, now);
  if (!remembered) return false;
  request.currentUser = remembered.user;
  request.credential = { kind: 'session' };
  request.unconfirmedSession = { sessionTokenHash: tokenHash, userFingerprint: remembered.fingerprint, sessionCheckedAt: now };
  return true;
}

async function identify(request: FastifyRequest, fromMemory = true) {
  const { db, clock, rememberedSessions } = request.server;
  const bearer = bearerToken(request);
  if (bearer && isAccessToken(bearer)) {
    const found = await useAccessToken(db, clock, bearer);
    if (!found) return refuseBearer(request);
    request.currentUser = found.user;
    request.credential = { kind: 'accessToken', scopes: found.scopes };
    return;
  }
  const token = sessionToken(request);
  const tokenHash = token ? hashToken(token) : undefined;
  if (tokenHash && fromMemory && takeRemembered(request, tokenHash)) return;
  const session = tokenHash ? await findSessionByHash(db, clock, tokenHash) : undefined;
  if (session) {
    request.currentUser = session.user;
    request.credential = { kind: 'session' };
    rememberedSessions?.keep(tokenHash!, session);
  } else if (bearer) {
    await refuseBearer(request);
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `write` covers `read`; `admin` is needed, and enough, on the admin routes. */
const grants = (scopes: TokenScope[], needed: TokenScope) => scopes.includes(needed) || (needed === 'read' && scopes.includes('write'));

/** What a personal access token may not do, refused with a 403 that names what is missing. */
function checkAccessToken(request: FastifyRequest, needed: TokenScope) {
  const credential = request.credential;
  if (credential?.kind !== 'accessToken') return;
  if (request.routeOptions.config.sessionOnly) throw forbidden(ERROR_TEXTS.tokenCannotReach);
  if (!grants(credential.scopes, needed)) throw forbidden({ ...ERROR_TEXTS.scopeLacking, values: { scope: needed } });
}

const methodScope = (request: FastifyRequest): TokenScope => (READ_METHODS.has(request.method) ? 'read' : 'write');

/** Whether the request was made with a personal access token rather than a session. */
export const byAccessToken = (request: FastifyRequest) => request.credential?.kind === 'accessToken';

export async function loadOptionalUser(request: FastifyRequest) {
  await identify(request);
  checkAccessToken(request, methodScope(request));
}

async function authenticate(request: FastifyRequest, reply: FastifyReply, fromMemory = true) {
  await identify(request, fromMemory);
  if (request.currentUser) return;
  // The browser's cookies name no live session (expired or revoked): they go, hint included,
  // so its next visit does not ask for a session again.
  if (!request.headers.authorization && hasSessionCookies(request)) clearSessionCookies(reply);
  throw invalidToken();
}

export async function requireUser(request: FastifyRequest, reply: FastifyReply) {
  await authenticate(request, reply);
  checkAccessToken(request, methodScope(request));
}

export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  await authenticate(request, reply);
  if (request.currentUser?.rights !== 'ADMIN') throw forbidden(ERROR_TEXTS.adminNeeded);
  checkAccessToken(request, 'admin');
}

/**
 * The answer of a `checksSession` route, worked out by `answer` as the request's user. When that user
 * was taken from memory, `check` goes into the statement's `sessionHolds` column, and when that says
 * the session no longer holds, the statement's reader throws `SessionNoLongerHolds` before `answer`
 * does anything else (a write's statement has then changed nothing). The request is then identified
 * anew from the database (a 401 if the session has ended) and answered again as the user found,
 * with nothing to check.
 */
export async function answerAsSessionUser<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: (me: UserRow, check: SessionCheck | undefined) => Promise<T>,
): Promise<T> {
  const unconfirmed = request.unconfirmedSession;
  if (unconfirmed) {
    try {
      return await answer(userOf(request), unconfirmed);
    } catch (error) {
      if (!(error instanceof SessionNoLongerHolds)) throw error;
    }
    await confirmSession(request, reply);
  }
  return answer(userOf(request), undefined);
}

/**
 * Identifies the request anew from the database when its user was taken from memory unchecked
 * (`checksSession`): after a read whose check failed, and before any error of such a route is
 * answered, so that an ended session gets its 401 first there as on every route. Throws that 401.
 */
export async function confirmSession(request: FastifyRequest, reply: FastifyReply) {
  const unconfirmed = request.unconfirmedSession;
  if (!unconfirmed) return;
  request.server.rememberedSessions?.forget(unconfirmed.sessionTokenHash);
  request.currentUser = null;
  request.credential = null;
  request.unconfirmedSession = null;
  await authenticate(request, reply, false);
}

/** The signed-in user; only for handlers behind `requireUser`. */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw invalidToken();
  return request.currentUser;
}

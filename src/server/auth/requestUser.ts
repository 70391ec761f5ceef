import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE_NAME, type TokenScope } from '@/domain/constants';
import { findSessionUser } from '@/server/auth/sessions';
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
  }
  interface FastifyContextConfig {
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

async function identify(request: FastifyRequest) {
  const { db, clock } = request.server;
  const bearer = bearerToken(request);
  if (bearer && isAccessToken(bearer)) {
    const found = await useAccessToken(db, clock, bearer);
    if (!found) return refuseBearer(request);
    request.currentUser = found.user;
    request.credential = { kind: 'accessToken', scopes: found.scopes };
    return;
  }
  const token = sessionToken(request);
  const user = token ? await findSessionUser(db, clock, token) : undefined;
  if (user) {
    request.currentUser = user;
    request.credential = { kind: 'session' };
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

async function authenticate(request: FastifyRequest, reply: FastifyReply) {
  await identify(request);
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

/** The signed-in user; only for handlers behind `requireUser`. */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw invalidToken();
  return request.currentUser;
}

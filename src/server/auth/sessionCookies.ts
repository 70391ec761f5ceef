import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE_NAME, SIGNED_IN_HINT_COOKIE_NAME } from '@/domain/constants';
import { findSession } from '@/server/auth/sessions';

/**
 * The session token goes in an HttpOnly cookie; next to it, with the same lifetime, the hint cookie
 * the browser app reads to know whether asking for the session is worth it. The hint grants nothing:
 * the server never reads it for access.
 */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds?: number) {
  reply.setCookie(AUTH_COOKIE_NAME, token, { ...cookieOptions(request, maxAgeSeconds), httpOnly: true });
  setSignedInHint(request, reply, maxAgeSeconds);
}

/** The readable hint alone, with the session's lifetime (no max-age: it ends with the browser session). */
export function setSignedInHint(request: FastifyRequest, reply: FastifyReply, maxAgeSeconds?: number) {
  reply.setCookie(SIGNED_IN_HINT_COOKIE_NAME, '1', { ...cookieOptions(request, maxAgeSeconds), httpOnly: false });
}

const cookieOptions = (request: FastifyRequest, maxAgeSeconds: number | undefined) => ({
  path: '/',
  sameSite: 'lax',
  secure: request.protocol === 'https',
  ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
} as const);

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(AUTH_COOKIE_NAME, { path: '/' });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE_NAME, { path: '/' });
}

/** Whether the request came with either cookie (rather than a bearer token). */
export const hasSessionCookies = (request: FastifyRequest) =>
  Boolean(request.cookies[AUTH_COOKIE_NAME] || request.cookies[SIGNED_IN_HINT_COOKIE_NAME]);

/**
 * Whether the browser holds a live session, for the app's HTML. A browser whose hint cookie is
 * missing (a session older than the hint, or a dropped readable cookie) but whose session cookie is
 * live gets the hint back, so the app asks for its session instead of showing the login page.
 */
export async function restoreSignedInHint(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if (request.cookies[SIGNED_IN_HINT_COOKIE_NAME] === '1') return true;
  const token = request.cookies[AUTH_COOKIE_NAME];
  const session = token ? await findSession(request.server.db, request.server.clock, token) : undefined;
  if (!session) return false;
  const secondsLeft = Math.floor((session.expiresAt.getTime() - request.server.clock().epochMilliseconds) / 1000);
  setSignedInHint(request, reply, session.rememberMe ? secondsLeft : undefined);
  return true;
}

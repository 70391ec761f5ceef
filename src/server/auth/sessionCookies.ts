import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE_NAME, SIGNED_IN_HINT_COOKIE_NAME } from '@/domain/constants';

/**
 * The session token goes in an HttpOnly cookie; next to it, with the same lifetime, the hint cookie
 * the browser app reads to know whether asking for the session is worth it. The hint grants nothing:
 * the server never reads it for access.
 */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds?: number) {
  const options = {
    path: '/',
    sameSite: 'lax',
    secure: request.protocol === 'https',
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  } as const;
  reply.setCookie(AUTH_COOKIE_NAME, token, { ...options, httpOnly: true });
  reply.setCookie(SIGNED_IN_HINT_COOKIE_NAME, '1', { ...options, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(AUTH_COOKIE_NAME, { path: '/' });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE_NAME, { path: '/' });
}

/** Whether the request came with either cookie (rather than a bearer token). */
export const hasSessionCookies = (request: FastifyRequest) =>
  Boolean(request.cookies[AUTH_COOKIE_NAME] || request.cookies[SIGNED_IN_HINT_COOKIE_NAME]);

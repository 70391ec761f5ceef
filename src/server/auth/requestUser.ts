import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE_NAME } from '@/domain/constants';
import { findSessionUser } from '@/server/auth/sessions';
import { clearSessionCookies, hasSessionCookies } from '@/server/auth/sessionCookies';
import { forbidden, invalidToken } from '@/server/errors';
import type { users } from '@/server/db/schema';

export type UserRow = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` or `loadOptionalUser`. */
    currentUser: UserRow | null;
  }
}

/** The session token from `Authorization: Bearer` or, for the browser, the HttpOnly cookie. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  return request.cookies[AUTH_COOKIE_NAME] || undefined;
}

export async function loadOptionalUser(request: FastifyRequest) {
  const token = sessionToken(request);
  request.currentUser = token ? (await findSessionUser(request.server.db, request.server.clock, token)) ?? null : null;
}

export async function requireUser(request: FastifyRequest, reply: FastifyReply) {
  await loadOptionalUser(request);
  if (request.currentUser) return;
  // The browser's cookies name no live session (expired or revoked): they go, hint included,
  // so its next visit does not ask for a session again.
  if (!request.headers.authorization && hasSessionCookies(request)) clearSessionCookies(reply);
  throw invalidToken();
}

export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  await requireUser(request, reply);
  if (request.currentUser?.rights !== 'ADMIN') throw forbidden('Admin rights needed');
}

/** The signed-in user; only for handlers behind `requireUser`. */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw invalidToken();
  return request.currentUser;
}

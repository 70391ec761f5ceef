import type { FastifyReply, FastifyRequest } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { DEVICE_COOKIE_NAME } from '@/domain/constants';
import type { Clock } from '@/server/clock';
import type { SecretBox } from '@/server/secrets';

/** A browser that logged in to an account stays known to it this long after its last login. */
const LIFETIME = Temporal.Duration.from({ hours: 365 * 24 });

/** What the cookie holds, sealed (AES-256-GCM) with the server's key: it cannot be read or forged. */
const content = z.object({ kind: z.literal('device'), userId: z.string(), issuedAt: z.iso.datetime({ offset: true }) });

/**
 * OWASP's device cookie against lockout: a browser that logged in to an account before carries
 * this account's cookie, and the per-account failure limit (meant for strangers) does not stop it.
 * It goes only to the auth calls (`path`). Logout keeps it: it names a browser, not a session.
 */
export function deviceCookies({ secrets, clock, path }: { secrets: SecretBox; clock: Clock; path: string }) {
  return {
    /** Set (again) at each successful login, so the year runs from the last one. */
    set(request: FastifyRequest, reply: FastifyReply, userId: string) {
      const sealed = secrets.seal(JSON.stringify({ kind: 'device', userId, issuedAt: clock().toString() } satisfies z.infer<typeof content>));
      reply.setCookie(DEVICE_COOKIE_NAME, sealed, {
        path,
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: LIFETIME.total('seconds'),
      });
    },

    /** Whether the request carries a valid, unexpired device cookie of this account. */
    isKnown(request: FastifyRequest, userId: string): boolean {
      const value = request.cookies[DEVICE_COOKIE_NAME];
      if (!value) return false;
      let device: z.infer<typeof content>;
      try {
        device = content.parse(JSON.parse(secrets.open(value)));
      } catch {
        return false; // tampered, sealed with another key, or not ours
      }
      const expires = Temporal.Instant.from(device.issuedAt).add(LIFETIME);
      return device.userId === userId && Temporal.Instant.compare(clock(), expires) < 0;
    },

    clear(reply: FastifyReply) {
      reply.clearCookie(DEVICE_COOKIE_NAME, { path });
    },
  };
}

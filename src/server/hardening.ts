import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import { ERROR_CODES } from '@/domain/contract/common';
import { ApiError, badRequest } from '@/server/errors';

/**
 * Rules every request and response gets whatever route it reaches, so a route added later is covered
 * without doing anything: the security headers, `no-store` on the API, HSTS only over https, and the
 * refusal of text that the database cannot store exactly.
 */
export async function registerHardening(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        // emotion injects <style> elements at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The app is never framed: no clickjacking of its buttons.
        frameAncestors: ["'none'"],
        // The app may be served over plain http on a home network; upgrading would break it.
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
    // Share codes travel in URLs: no other site may learn them from a Referer header.
    referrerPolicy: { policy: 'no-referrer' },
    // Sent by the onSend hook below, and only over https: over plain http it would be meaningless.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (isApi(request.url)) reply.header('cache-control', 'no-store');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  // While the server shuts down (return503OnClosing is off in app.ts), a request on a kept-alive
  // connection gets the envelope rather than Fastify's own 503 body.
  let closing = false;
  app.addHook('preClose', async () => { closing = true; });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new ApiError(503, ERROR_CODES.unavailable, 'The server is restarting, please try again');
  });
  app.addHook('preValidation', async (request) => {
    const problem = findUnstorableText(request.params, 'params') ?? findUnstorableText(request.query, 'querystring')
      ?? findUnstorableText(request.body, 'body');
    if (problem) throw badRequest(`Invalid request: ${problem}`);
  });
}

const isApi = (url: string) => url.startsWith('/api/');

/** PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate would come back as U+FFFD. */
const UNSTORABLE = [
  { pattern: /\0/, reason: 'must not contain the NUL character (U+0000)' },
  { pattern: /\p{Cs}/u, reason: 'must be valid Unicode text (a lone surrogate was sent)' },
];

/** The first string (value or key) in a parsed request part that the database cannot store as sent. */
export function findUnstorableText(value: unknown, field: string): string | undefined {
  if (typeof value === 'string') {
    const rule = UNSTORABLE.find(({ pattern }) => pattern.test(value));
    return rule && `${field}: ${rule.reason}`;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const problem = findUnstorableText(key, `${field} key`) ?? findUnstorableText(inner, `${field}.${key}`);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * Errors Fastify raises before routing (a path parameter over its length limit: 414, a malformed
 * URL: 400) answer with the error envelope and the API's headers like any other error.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH'
    ? 'Invalid request: params: a path parameter is too long'
    : `Invalid request: ${error.message}`;
  if (isApi(request.url)) reply.header('cache-control', 'no-store');
  return reply.status(status).send({ errorCode: ERROR_CODES.validation, errorMessage: message });
}

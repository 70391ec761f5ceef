import type { MessageDescriptor } from '@lingui/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { ERROR_CODES } from '@/domain/contract/common';
import { ApiError } from '@/server/errors';
import { ERROR_TEXTS } from '@/server/errorTexts';
import { requestLocale, textsIn } from '@/server/i18n';
import { INVALID_REQUEST, invalidField } from '@/server/validation';

/**
 * Rules every request and response gets whatever route it reaches, so a route added later is covered
 * without doing anything: the security headers, `no-store` on the API, HSTS only over https, and the
 * refusal of text that the database cannot store exactly.
 */
export async function registerHardening(app: FastifyInstance) {
  // Worked out once and handed to Fastify as one object: running helmet's middleware against the raw
  // response on every request cost a 404 about a tenth of its CPU (docs/PERFORMANCE.md).
  const securityHeaders = headersSetBy(helmet({
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
  }));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    if (isApi(request)) reply.header('cache-control', 'no-store');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  // While the server shuts down (return503OnClosing is off in app.ts), a request on a kept-alive
  // connection gets the envelope rather than Fastify's own 503 body.
  let closing = false;
  app.addHook('preClose', async () => { closing = true; });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new ApiError(503, ERROR_CODES.unavailable, ERROR_TEXTS.restarting);
  });
  app.addHook('preValidation', async (request) => {
    const problem = findUnstorableText(request.params, 'params') ?? findUnstorableText(request.query, 'querystring')
      ?? findUnstorableText(request.body, 'body');
    if (problem) throw invalidField(problem.field, problem.problem);
  });
}

/**
 * The headers a helmet middleware sets, read once from a stand-in response: with no nonce and no
 * function among its directives, none of them depends on the request.
 */
export function headersSetBy(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => { headers[name.toLowerCase()] = value; },
    removeHeader: (name: string) => { delete headers[name.toLowerCase()]; },
  };
  let finished = false;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers at once');
  return headers;
}

/**
 * The path as the router sees it: the route that matched, else the decoded URL path. The router
 * decodes percent-encoding before matching, so `/%61pi/v1/people` is an API request too.
 */
export function routedPath(request: FastifyRequest): string {
  return request.routeOptions?.url ?? decodedPath(request);
}

/** The request's path as the router reads it (percent-decoded). */
export function decodedPath(request: FastifyRequest): string {
  const path = request.url.split('?')[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const isApi = (request: FastifyRequest) => routedPath(request).startsWith('/api/');

/** PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate would come back as U+FFFD. */
const UNSTORABLE = [
  { pattern: /\0/, reason: /*i18n*/ { id: 'request.nul', message: 'must not contain the NUL character (U+0000)' } },
  { pattern: /\p{Cs}/u, reason: /*i18n*/ { id: 'request.loneSurrogate', message: 'must be valid Unicode text (a lone surrogate was sent)' } },
];
const TOO_DEEP = /*i18n*/ { id: 'request.tooDeep', message: 'must not be nested deeper than {levels} levels' };
const PARAM_TOO_LONG = /*i18n*/ { id: 'request.paramTooLong', message: 'a path parameter is too long' };

/** JSON nested deeper than this is refused: no request of the API needs more than a few levels. */
export const MAX_NESTING = 32;

/** A value met on the walk: a field's value, or its key (`isKey`), under the object it is in. */
interface Visit { value: unknown; depth: number; parent?: Visit; key?: string; isKey?: boolean }

/** The field's name in the answer ('body.a.1 key'), spelled out from the root only when needed. */
const nameOf = (visit: Visit, root: string): string => {
  if (!visit.parent) return root;
  const parent = nameOf(visit.parent, root);
  return visit.isKey ? `${parent} key` : `${parent}.${visit.key}`;
};

/** A field of the request ('body.a.1 key') and what is wrong with it. */
export interface UnstorableText { field: string; problem: MessageDescriptor }

/**
 * The first problem of a parsed request part: a string (value or key) the database cannot store as
 * sent, or nesting deeper than MAX_NESTING. Walked with a stack rather than recursion, so a body
 * nested thousands deep cannot overflow it, and a field's name is only spelled out for the answer.
 */
export function findUnstorableText(value: unknown, field: string): UnstorableText | undefined {
  const stack: Visit[] = [{ value, depth: 0 }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value: current, depth } = visit;
    if (typeof current === 'string') {
      const rule = UNSTORABLE.find(({ pattern }) => pattern.test(current));
      if (rule) return { field: nameOf(visit, field), problem: rule.reason };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_NESTING) return { field, problem: { ...TOO_DEEP, values: { levels: MAX_NESTING } } };
    const entries = Object.entries(current);
    // Pushed in reverse, so the first field of the request is reported first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i]!;
      stack.push({ value: inner, depth: depth + 1, parent: visit, key });
      stack.push({ value: key, depth: depth + 1, parent: visit, isKey: true });
    }
  }
  return undefined;
}

/**
 * Errors Fastify raises before routing (a path parameter over its length limit: 414, a malformed
 * URL: 400) answer with the error envelope and the API's headers like any other error.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  const locale = requestLocale(request.headers['accept-language']);
  // A malformed URL is told in Fastify's words.
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH'
    ? invalidField('params', PARAM_TOO_LONG).messageIn(locale)
    : textsIn(locale)(INVALID_REQUEST, { problems: error.message });
  if (isApi(request)) reply.header('cache-control', 'no-store');
  return reply.status(status).send({ errorCode: ERROR_CODES.validation, errorMessage: message });
}

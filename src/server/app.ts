import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { isResponseSerializationError, jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorBody } from '@/domain/contract/common';
import { LIMITS } from '@/domain/constants';
import { type Locale, SOURCE_LOCALE } from '@/domain/locales';
import { ApiError, INTERNAL_ERROR, forbidden } from '@/server/errors';
import { pageLocale, requestLocale, textsIn } from '@/server/i18n';
import type { Db } from '@/server/db/client';
import { type Clock, systemClock } from '@/server/clock';
import { type Config, configFromEnv, type TrustProxy } from '@/server/config';
import { restoreSignedInHint } from '@/server/auth/sessionCookies';
import { firstScreenPreloads } from '@/server/firstScreenPreload';
import { firstScreenPages } from '@/server/firstScreenAnswers';
import { loadPageDrawing, looksLikeDesktop } from '@/server/serverDrawing';
import { DRAWN_LAYOUT_ATTRIBUTE, type DrawnPage, isDrawnOnServer } from '@/domain/pages';
import type { User } from '@/domain/contract/auth';
import { decodedPath, frameworkErrors, registerHardening } from '@/server/hardening';
import { dataExceptionMessage } from '@/server/db/errors';
import { responseSerializerCompiler } from '@/server/serialization';
import { INVALID_REQUEST, RequestValidationError, validatorCompiler } from '@/server/validation';
import { OneLinePerRequest } from '@/server/requestLog';
import { requestIdFor, sendRequestId } from '@/server/requestId';
import { appMetrics, metricsRoutes } from '@/server/metrics';
import { healthRoutes } from '@/server/routes/health';
import { authRoutes } from '@/server/routes/auth';
import { peopleRoutes } from '@/server/routes/people';
import { recurringEventRoutes } from '@/server/routes/recurringEvents';
import { eventRoutes } from '@/server/routes/events';
import { homeRoutes } from '@/server/routes/home';
import { proposedPlanRoutes } from '@/server/routes/proposedPlans';
import { userRoutes } from '@/server/routes/users';
import { userConnectionRoutes } from '@/server/routes/userConnections';
import { feedbackRoutes } from '@/server/routes/feedback';
import { geoRoutes } from '@/server/routes/geo';
import { weatherRoutes } from '@/server/routes/weather';
import { holidayRoutes } from '@/server/routes/holidays';
import { reportRoutes } from '@/server/routes/reports';
import { integrationRoutes } from '@/server/routes/integrations';
import { oauthRoutes } from '@/server/routes/oauth';
import { tokenRoutes } from '@/server/routes/tokens';
import { apiDocument } from '@/server/apiDocument';
import { documentRoute, withBodyExample } from '@/server/apiOperations';
import { icalFeedRoutes, ownFeedRoutes } from '@/server/routes/icalFeed';
import { type SecretBox, secretBoxFor } from '@/server/secrets';
import { type ExternalCalendars, externalCalendars } from '@/server/integrations/externalCalendars';
import { notificationRoutes } from '@/server/routes/notifications';
import { pushSubscriptionRoutes } from '@/server/routes/pushSubscriptions';
import { webhookRoutes } from '@/server/routes/webhooks';
import { type NotificationChannels, notificationChannels } from '@/server/notifications/channels';
import { type NotificationWorker, notificationWorker } from '@/server/notifications/worker';
import { ERROR_TEXTS } from '@/server/errorTexts';
import { escapeHtml } from '@/server/notifications/messages';
import { KeptSessions, sessionCacheOf } from '@/server/auth/sessionCache';
import { confirmSession } from '@/server/auth/requestUser';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    clock: Clock;
    config: Config;
    /** Seals provider tokens and the feed secret at rest. */
    secrets: SecretBox;
    externalCalendars: ExternalCalendars;
    /** The outbox's worker; main.ts starts it, closing the app stops it. */
    notifications: NotificationWorker;
    /** Where notifications leave the app: email and Web Push. */
    notificationChannels: NotificationChannels;
    /**
     * On PostgreSQL, the sessions this server has looked up: guesses for `checksSession` routes, whose
     * statement checks them (src/server/auth/sessionCheck.ts). Null on PGlite, whose `SessionCache` knows.
     */
    rememberedSessions: KeptSessions | null;
  }
  interface FastifyContextConfig {
    /**
     * The route takes a write from any site, and a form body: its signed token is its only
     * authority and it reads no cookie (the one-click unsubscribe of RFC 8058, POSTed by mail clients).
     */
    crossSiteWrite?: boolean;
  }
}

export interface AppOptions {
  db: Db;
  clock?: Clock;
  config?: Partial<Config>;
  logger?: FastifyServerOptions['logger'];
  /** The channels notifications go out through; by default as the configuration sets them up. */
  channels?: NotificationChannels;
}

export const API_PREFIX = '/api/v1';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Answers of 1 KB and more (JSON lists, mostly) go out compressed when the client accepts it, at
 * fast levels: a 52 KB list of 200 people takes about 3 ms to 7.2 KB with Brotli 4 and 1.5 ms to
 * 7.5 KB with gzip 6, where Brotli 11 would take 370 ms for 6.0 KB. The built files go out as their
 * pre-compressed copies instead (see registerSpa); images are never compressed again (their types
 * are not compressible), and no request body is decompressed: the API takes plain JSON.
 */
export const COMPRESSION = {
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
  globalDecompression: false,
} satisfies FastifyCompressOptions;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const config = { ...configFromEnv(), ...options.config };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: LIMITS.bodyBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors,
    return503OnClosing: false,
    logController: new OneLinePerRequest(),
    // The id is ours to give (requestIdFor), taken from a trusted proxy's X-Request-Id only.
    requestIdHeader: false,
    genReqId: requestIdFor(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  sendRequestId(app);
  const metrics = appMetrics(app, options.db);

  app.decorate('db', options.db);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('config', config);
  app.decorate('rememberedSessions', sessionCacheOf(options.db) ? null : new KeptSessions());
  app.decorate('secrets', secretBoxFor(config.secretsKey));
  app.decorate('externalCalendars', externalCalendars({ db: options.db, clock: app.clock, config, secrets: app.secrets }));
  app.addHook('onClose', () => app.externalCalendars.close());
  app.decorate('notificationChannels', options.channels ?? notificationChannels(config));
  app.decorate('notifications', notificationWorker({
    db: options.db, clock: app.clock, channels: app.notificationChannels, secrets: app.secrets, log: app.log,
    baseUrl: config.publicUrl ?? `http://localhost:${config.port}`, pollSeconds: config.notify.pollSeconds,
    allowPrivateWebhooks: config.allowPrivateWebhooks,
    onDelivery: metrics.delivered, leaseMs: config.notify.leaseSeconds * 1000,
  }));
  app.addHook('onClose', async () => {
    await app.notifications.stop();
    await Promise.all(Object.values(app.notificationChannels).map((channel) => channel.close?.()));
  });
  app.decorateRequest('currentUser', null);
  app.decorateRequest('credential', null);
  app.decorateRequest('unconfirmedSession', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.checkResponses));
  // JSON is the only body the API takes: a cross-site form post cannot reach a handler.
  app.removeContentTypeParser('text/plain');

  app.setErrorHandler(errorHandler);
  app.addHook('onRequest', guardCrossSiteWrites);

  await app.register(cookie);
  await registerHardening(app);
  await app.register(compress, COMPRESSION);
  app.addHook('onRoute', documentRoute);
  await app.register(swagger, { openapi: apiDocument(config), transform: withBodyExample(jsonSchemaTransform) });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets inline styles.
    transformStaticCSP: (header) => header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
  });

  await app.register(healthRoutes, { prefix: API_PREFIX });
  await app.register(authRoutes, { prefix: API_PREFIX });
  await app.register(peopleRoutes, { prefix: API_PREFIX });
  await app.register(recurringEventRoutes, { prefix: API_PREFIX });
  await app.register(eventRoutes, { prefix: API_PREFIX });
  await app.register(homeRoutes, { prefix: API_PREFIX });
  await app.register(proposedPlanRoutes, { prefix: API_PREFIX });
  await app.register(userRoutes, { prefix: API_PREFIX });
  await app.register(userConnectionRoutes, { prefix: API_PREFIX });
  await app.register(feedbackRoutes, { prefix: API_PREFIX });
  await app.register(geoRoutes, { prefix: API_PREFIX });
  await app.register(weatherRoutes, { prefix: API_PREFIX });
  await app.register(holidayRoutes, { prefix: API_PREFIX });
  await app.register(reportRoutes, { prefix: API_PREFIX });
  await app.register(integrationRoutes, { prefix: API_PREFIX });
  await app.register(icalFeedRoutes, { prefix: API_PREFIX });
  await app.register(notificationRoutes, { prefix: API_PREFIX });
  await app.register(pushSubscriptionRoutes, { prefix: API_PREFIX });
  await app.register(webhookRoutes, { prefix: API_PREFIX });
  await app.register(tokenRoutes, { prefix: API_PREFIX });
  await app.register(oauthRoutes);
  await app.register(ownFeedRoutes);
  await app.register(metricsRoutes, { metrics });

  await registerSpa(app, config.staticDir, config.drawFirstScreens);
  return app;
}

/**
 * Fastify trusts no hop for a bare number (it cannot tell the proxy from a client that sends the
 * header itself): a hop count becomes a function that believes the last `hops` entries, so the
 * server must be reachable only through its proxies; a list of their addresses has no such need.
 */
const trustProxyOption = (trust: TrustProxy) => (typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust);

async function errorHandler(this: FastifyInstance, thrown: FastifyError, request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) {
  // A user taken from memory unchecked: an ended session's 401 comes before any other error.
  const error = request.unconfirmedSession ? await confirmSession(request, reply).then(() => thrown, (refused: FastifyError) => refused) : thrown;
  const send = (status: number, body: ErrorBody) => reply.status(status).send(body);
  // In the language the app asks in (it sends its own as Accept-Language).
  const locale = requestLocale(request.headers['accept-language']);
  if (error instanceof RequestValidationError) return send(400, { errorCode: ERROR_CODES.validation, errorMessage: error.messageIn(locale) });
  if (error instanceof ApiError) return send(error.statusCode, { errorCode: error.errorCode, errorMessage: error.messageIn(locale) });
  const refusedValue = dataExceptionMessage(error);
  if (refusedValue) return send(400, { errorCode: ERROR_CODES.validation, errorMessage: textsIn(locale)(INVALID_REQUEST, { problems: refusedValue }) });
  if (isResponseSerializationError(error) || !error.statusCode || error.statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
    return send(500, { errorCode: ERROR_CODES.internal, errorMessage: textsIn(locale)(INTERNAL_ERROR) });
  }
  const code = {
    404: ERROR_CODES.notFound,
    413: ERROR_CODES.payloadTooLarge,
    415: ERROR_CODES.unsupportedMediaType,
    429: ERROR_CODES.rateLimited,
  }[error.statusCode] ?? ERROR_CODES.validation;
  return send(error.statusCode, { errorCode: code, errorMessage: error.message });
}

/**
 * The session cookie goes along automatically, so a write must come from our own pages:
 * a foreign Origin is refused and any body must be JSON (a form post cannot send that).
 * Every state-changing method is guarded whatever its path: the router decodes a path before
 * matching it (`/%61pi/v1/people` reaches `/api/v1/people`), so a test of the raw URL can be dodged.
 * The one exception is told by the route that matched (`crossSiteWrite`), never by the URL.
 */
async function guardCrossSiteWrites(request: import('fastify').FastifyRequest) {
  if (!STATE_CHANGING.has(request.method)) return;
  if (request.routeOptions.config.crossSiteWrite) return;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const own = `${request.protocol}://${request.host}`;
    if (origin !== own && !request.server.config.appOrigins.includes(origin)) {
      throw forbidden(ERROR_TEXTS.crossSite);
    }
  }
  const contentType = request.headers['content-type'];
  if (contentType !== undefined && !/^application\/json\b/i.test(contentType)) {
    throw new ApiError(415, ERROR_CODES.unsupportedMediaType, ERROR_TEXTS.jsonBody);
  }
}

/** The app's HTML saying it is in `locale` (`<html lang>`), which the app then shows, and which layout the server drew, if it drew the page. */
const withHtmlTag = (html: string, locale: Locale, layout?: 'desktop' | 'phone') =>
  html.replace(/<html\b[^>]*>/, `<html lang="${locale}"${layout ? ` ${DRAWN_LAYOUT_ATTRIBUTE}="${layout}"` : ''}>`);

/** The HTML with the server's drawing of its first screen in the app's root, and the drawing's title, styles and preloads in its head. */
const withDrawing = (html: string, { html: drawn, head, title }: DrawnPage) => html
  .replace(/<title>[^<]*<\/title>/, (original) => (title === undefined ? original : `<title>${escapeHtml(title)}</title>`))
  .replace('</head>', () => `${head}</head>`)
  .replace('<div id="root"></div>', () => `<div id="root">${drawn}</div>`);

/**
 * Serves the built browser app, falling back to index.html for its client-side routes. Each file
 * goes out as the best pre-compressed copy the browser accepts (`.br`, `.gz`, written by the build),
 * with `Vary: Accept-Encoding`; the fallback's `sendFile` picks its copy the same way, and names the
 * route's first-screen chunks in a `Link` header. The first screens visitors open first come drawn
 * by the server (src/server/serverDrawing.ts), which the app then hydrates.
 */
async function registerSpa(app: FastifyInstance, staticDir: string, drawFirstScreens: boolean) {
  const hasBuild = fs.existsSync(path.join(staticDir, 'index.html'));
  if (hasBuild) {
    app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      preCompressed: true,
      // '/' is a client-side route like the others: the fallback below answers it, with its preloads.
      index: false,
      // The copies are found next to their file; they need no routes of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const preloads = firstScreenPreloads(staticDir);
  const pages = firstScreenPages(app, staticDir, API_PREFIX);
  const drawPage = hasBuild && drawFirstScreens ? await loadPageDrawing(staticDir) : undefined;
  const indexHtml = hasBuild ? fs.readFileSync(path.join(staticDir, 'index.html'), 'utf8') : '';
  /** The first screen drawn, or undefined where the server draws none or the drawing failed (the browser then draws it). */
  const drawingOf = async (request: FastifyRequest, pathname: string, hasSession: boolean, locale: Locale, answers: Record<string, unknown>, desktop: boolean) => {
    if (!drawPage || !isDrawnOnServer(pathname, hasSession)) return undefined;
    try {
      return await drawPage({ url: request.url, locale, answers, sessionHint: hasSession, desktop });
    } catch (error) {
      request.log.warn({ err: error }, 'drawing the first screen failed');
      return undefined;
    }
  };
  if (hasBuild) {
    // A route rather than the 404 handler, so that the HTML is compressed like any answer.
    app.get('/*', async (request, reply) => {
      const routed = decodedPath(request);
      if (routed.startsWith('/api/') || routed.startsWith('/oauth/')) return reply.callNotFound();
      const pathname = request.url.split('?')[0]!;
      const hasSession = await restoreSignedInHint(request, reply);
      const page = await pages(request, pathname, hasSession);
      // A signed-in user's own choice first, as the app then shows it.
      const locale = (page?.answers.user as User | undefined)?.locale ?? pageLocale(request);
      const desktop = looksLikeDesktop(request);
      const drawn = await drawingOf(request, pathname, hasSession, locale, page?.answers ?? {}, desktop);
      // With its answers in the HTML, the first screen calls no service at once.
      const links = preloads(pathname, hasSession, { withServices: page === undefined, locale });
      // The links, answers, language and layout follow the visitor's cookies, languages and device, so a cache must not hand one visitor's to another.
      if (links) reply.header('Link', links);
      reply.header('Vary', drawn ? 'Cookie, Accept-Language, Sec-CH-UA-Mobile, User-Agent' : 'Cookie, Accept-Language');
      // The built file (with its compressed copies) is the English page without answers.
      if (!drawn && page === undefined && locale === SOURCE_LOCALE) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      // Like the API's own answers, the visitor's data is kept by no cache.
      reply.header('Cache-Control', page === undefined ? 'no-cache' : 'private, no-store').type('text/html; charset=utf-8');
      const html = page?.html ?? indexHtml;
      return drawn ? withDrawing(withHtmlTag(html, locale, desktop ? 'desktop' : 'phone'), drawn) : withHtmlTag(html, locale);
    });
  }
  app.setNotFoundHandler(async (request, reply) =>
    reply.status(404).send({ errorCode: ERROR_CODES.notFound, errorMessage: `No route ${request.method} ${request.url.split('?')[0]}` }));
}

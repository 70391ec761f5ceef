import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as oauth from 'oauth4webapi';
import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { errorBody, uuid } from '@/domain/contract/common';
import { badRequest, notFound, upstreamFailed } from '@/server/errors';
import { loadOptionalUser } from '@/server/auth/requestUser';
import { isGoogleConfigured } from '@/server/integrations/google';
import { findIntegration, startConsent, takeConsent } from '@/server/repositories/integrations';
import { ERROR_TEXTS } from '@/server/errorTexts';

/** A consent must come back within this; its state is refused afterwards. */
const CONSENT_MINUTES = 10;
const CALLBACK_PATH = '/oauth/callback/googlecalendar';

const connectQuery = z.object({ integrationId: uuid, isFirstTime: z.string().optional() });
const callbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
}).loose();

const invalidState = () => badRequest(ERROR_TEXTS.consentInvalid);

/**
 * Google's consent, OAuth 2.0 authorization code with PKCE (S256): the browser navigates here
 * with its session cookie, so these routes live outside /api and answer with redirects.
 */
export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config, secrets, externalCalendars } = app;
  const tags = ['oauth'];
  const redirectUri = (request: FastifyRequest) => `${config.publicUrl ?? `${request.protocol}://${request.host}`}${CALLBACK_PATH}`;

  // Provider consent is a browser's, with its session: a personal access token cannot start or finish it.
  app.get('/oauth/connect/googlecalendar', {
    config: { sessionOnly: true },
    // Browser navigations that redirect, not calls an API client makes: not in the API document.
    schema: { hide: true, tags, querystring: connectQuery, response: { 302: z.null(), 400: errorBody, 404: errorBody } },
  }, async (request, reply) => {
    await loadOptionalUser(request);
    const me = request.currentUser;
    if (!me) return reply.redirect('/login', 302);
    if (!isGoogleConfigured(config.google)) throw badRequest(ERROR_TEXTS.googleNotConfigured);
    const row = await findIntegration(db, me.id, request.query.integrationId);
    if (!row || row.integrationType !== 'GOOGLE_CALENDAR') throw notFound(ERROR_TEXTS.integrationNotFound);
    const state = oauth.generateRandomState();
    const codeVerifier = oauth.generateRandomCodeVerifier();
    await startConsent(db, me.id, row.id, state, secrets.seal(codeVerifier), clock().add({ minutes: CONSENT_MINUTES }));
    return reply.redirect(await externalCalendars.consentUrl(redirectUri(request), state, codeVerifier), 302);
  });

  app.get(CALLBACK_PATH, {
    config: { sessionOnly: true },
    schema: { hide: true, tags, querystring: callbackQuery, response: { 302: z.null(), 400: errorBody, 502: errorBody } },
  }, async (request, reply) => {
    await loadOptionalUser(request);
    const me = request.currentUser;
    const { state, code, error } = request.query;
    if (!me) return reply.redirect('/login', 302);
    if (!state) throw invalidState();
    // The state is bound to this user and works once: taken off the row whatever happens next.
    const row = await takeConsent(db, me.id, state);
    if (!row?.oauthCodeVerifier || !row.oauthStateExpiresAt) throw invalidState();
    if (Temporal.Instant.compare(clock(), Temporal.Instant.fromEpochMilliseconds(row.oauthStateExpiresAt.getTime())) >= 0) throw invalidState();
    const back = `/settings/integrations/${row.id}`;
    if (error) return reply.redirect(back, 302);
    if (!code) throw badRequest(ERROR_TEXTS.consentNoCode);
    const callback = new URLSearchParams(Object.entries(request.query).filter((pair): pair is [string, string] => typeof pair[1] === 'string'));
    try {
      await externalCalendars.completeConsent(row, callback, state, redirectUri(request), secrets.open(row.oauthCodeVerifier));
    } catch (failure) {
      request.log.warn({ err: failure, integrationId: row.id }, 'Google consent could not be completed');
      if (failure instanceof oauth.ResponseBodyError || failure instanceof oauth.AuthorizationResponseError) {
        throw badRequest(ERROR_TEXTS.consentRefused);
      }
      throw upstreamFailed(ERROR_TEXTS.googleUnreachable);
    }
    return reply.redirect(back, 302);
  });
};

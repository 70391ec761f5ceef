import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_TOKENS_PER_USER } from '@/domain/constants';
import { errorBody, idParams } from '@/domain/contract/common';
import { accessToken, createTokenBody, tokenCreated, tokenRevoked } from '@/domain/contract/tokens';
import { badRequest, conflict, forbidden, notFound } from '@/server/errors';
import { SESSION_ONLY } from '@/server/apiSecurity';
import { requireUser, userOf } from '@/server/auth/requestUser';
import { countAccessTokens, createAccessToken, listAccessTokens, revokeAccessToken } from '@/server/auth/accessTokens';
import { ERROR_TEXTS } from '@/server/errorTexts';

const tags = ['tokens'];
const security = SESSION_ONLY;
// Personal access tokens never manage tokens: one leaked token must not mint others.
const config = { sessionOnly: true };

/** Personal access tokens (`fp_pat_…`) for scripts, managed from a signed-in session only. */
export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  app.addHook('onRequest', requireUser);

  app.get('/tokens', {
    config,
    schema: { tags, security, response: { 200: z.array(accessToken), 401: errorBody, 403: errorBody } },
  }, async (request) => listAccessTokens(db, userOf(request).id));

  app.post('/tokens', {
    config,
    schema: { tags, security, body: createTokenBody, response: { 201: tokenCreated, 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody } },
  }, async (request, reply) => {
    const me = userOf(request);
    const { name, scopes, expiresAt } = request.body;
    if (scopes.includes('admin') && me.rights !== 'ADMIN') throw forbidden(ERROR_TEXTS.adminScope);
    const expiry = expiresAt ? new Date(expiresAt) : null;
    if (expiry && expiry.getTime() <= clock().epochMilliseconds) throw badRequest(ERROR_TEXTS.expiresInPast);
    if ((await countAccessTokens(db, me.id)) >= MAX_TOKENS_PER_USER) {
      throw conflict({ ...ERROR_TEXTS.tooManyTokens, values: { max: MAX_TOKENS_PER_USER } });
    }
    return reply.status(201).send(await createAccessToken(db, clock, me.id, { name, scopes, expiresAt: expiry }));
  });

  app.delete('/tokens/:id', {
    config,
    schema: { tags, security, params: idParams, response: { 200: tokenRevoked, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } },
  }, async (request) => {
    if (!(await revokeAccessToken(db, userOf(request).id, request.params.id))) throw notFound(ERROR_TEXTS.tokenNotFound);
    return { tokenId: request.params.id };
  });
};

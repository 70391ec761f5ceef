import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams } from '@/domain/contract/common';
import { NO_USER_FOR_INVITE_CODE } from '@/domain/constants';
import { inviteCodeParams, inviteCodeUser } from '@/domain/contract/users';
import { connectionSaved, createConnectionBody, userConnectionDetail } from '@/domain/contract/userConnections';
import { userConnection } from '@/domain/contract/people';
import { ApiError, badRequest, notFound, rateLimited } from '@/server/errors';
import { ERROR_CODES } from '@/domain/contract/common';
import { hit } from '@/server/auth/rateLimit';
import { requireUser, userOf } from '@/server/auth/requestUser';
import { findLiveUser, findLiveUserByInviteCode } from '@/server/repositories/users';
import { personExists } from '@/server/repositories/people';
import { toDate } from '@/server/clock';
import { connectUsers, disconnect, listConnections, recordInviteLookup } from '@/server/repositories/userConnections';
import { SIGNED_IN } from '@/server/apiSecurity';
import { atPaths } from '@/server/legacyPaths';
import { ERROR_TEXTS } from '@/server/errorTexts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 429: errorBody };
const tags = ['connections'];
const security = SIGNED_IN;

export const userConnectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  const lookupLimit = app.config.rateLimits.inviteLookupsPerUserPerHour;
  app.addHook('onRequest', requireUser);

  for (const { url, hide } of atPaths('/invitecodes/:code', '/users/byinvitecode/:code')) app.get(url, {
    schema: { hide, tags, security, params: inviteCodeParams, response: { 200: inviteCodeUser, ...errors } },
  }, async (request) => {
    const me = userOf(request);
    // Every lookup counts, found or not, so nobody can walk through the codes.
    if ((await hit(db, clock, `invite-lookup:${me.id}`)) > lookupLimit) throw rateLimited();
    const owner = await findLiveUserByInviteCode(db, request.params.code);
    if (!owner) throw new ApiError(404, ERROR_CODES.notFound, NO_USER_FOR_INVITE_CODE);
    if (owner.id === me.id) throw badRequest(ERROR_TEXTS.ownInviteCode);
    // Knowing the code is the owner's consent to connect: POST /userconnections checks for this look.
    await recordInviteLookup(db, me.id, owner.id, toDate(clock()));
    return { userId: owner.id, firstName: owner.firstName, lastName: owner.lastName };
  });

  app.post('/userconnections', {
    schema: { tags, security, body: createConnectionBody, response: { 200: connectionSaved, 201: connectionSaved, ...errors } },
  }, async (request, reply) => {
    const me = userOf(request);
    const { userId, personId } = request.body;
    if (userId === me.id) throw badRequest(ERROR_TEXTS.connectSelf);
    // The own person first: otherwise its 404 would tell a user id that exists from one that does not.
    if (!(await personExists(db, me.id, personId))) throw notFound(ERROR_TEXTS.personNotFound);
    if (!(await findLiveUser(db, userId))) throw notFound(ERROR_TEXTS.userNotFound);
    const connected = await connectUsers(db, me.id, userId, personId, toDate(clock()));
    // Without a recent look-up of their invite code, the same answer as for a user that does not exist.
    if (!connected) throw notFound(ERROR_TEXTS.userNotFound);
    return reply.status(connected.created ? 201 : 200).send({ userConnectionId: connected.userConnectionId });
  });

  app.get('/userconnections', {
    schema: { tags, security, response: { 200: z.array(userConnection), ...errors } },
  }, async (request) => (await listConnections(db, userOf(request).id)).map(({ userSince: _userSince, ...rest }) => rest));

  app.get('/userconnections/:id', {
    schema: { tags, security, params: idParams, response: { 200: userConnectionDetail, ...errors } },
  }, async (request) => {
    const [found] = await listConnections(db, userOf(request).id, request.params.id);
    if (!found) throw notFound(ERROR_TEXTS.connectionNotFound);
    return found;
  });

  app.delete('/userconnections/:id', {
    schema: { tags, security, params: idParams, response: { 200: connectionSaved, ...errors } },
  }, async (request) => {
    if (!(await disconnect(db, userOf(request).id, request.params.id))) throw notFound(ERROR_TEXTS.connectionNotFound);
    return { userConnectionId: request.params.id };
  });
};

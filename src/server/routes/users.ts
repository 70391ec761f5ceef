import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams } from '@/domain/contract/common';
import {
  ADMIN_NOT_DELETABLE, adminUser, adminUserDetail, planBody, planChanged, userDeletedByAdmin, userRestored,
} from '@/domain/contract/users';
import { badRequest, conflict, notFound } from '@/server/errors';
import { toDate, todayIn } from '@/server/clock';
import { requireAdmin, userOf } from '@/server/auth/requestUser';
import { listAdminUsers, recentEventsOfUser, restoreUser, setPricingPlan, softDeleteUser } from '@/server/repositories/admin';
import { feedbackOf } from '@/server/repositories/feedback';
import { listPeople } from '@/server/repositories/people';
import { SIGNED_IN } from '@/server/apiSecurity';
import { ERROR_TEXTS } from '@/server/errorTexts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const tags = ['admin'];
const security = SIGNED_IN;

/** The admin area: every call needs ADMIN rights (403 otherwise). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  app.addHook('onRequest', requireAdmin);

  app.get('/users', {
    schema: { tags, security, response: { 200: z.array(adminUser), ...errors } },
  }, async () => listAdminUsers(db));

  app.get('/users/:id', {
    schema: { tags, security, params: idParams, response: { 200: adminUserDetail, ...errors } },
  }, async (request) => {
    const [userDetails] = await listAdminUsers(db, request.params.id);
    if (!userDetails) throw notFound(ERROR_TEXTS.userNotFound);
    const today = todayIn(clock, userDetails.timeZone);
    const [network, userRecentEvents, userFeedback] = await Promise.all([
      listPeople(db, userDetails.userId, today),
      recentEventsOfUser(db, userDetails.userId, today),
      feedbackOf(db, userDetails.userId),
    ]);
    return { userDetails, userNetwork: network.map((entry) => entry.person), userRecentEvents, userFeedback };
  });

  app.delete('/users/:id', {
    schema: { tags, security, params: idParams, response: { 200: userDeletedByAdmin, ...errors } },
  }, async (request) => {
    const admin = userOf(request);
    if (request.params.id === admin.id) throw badRequest(ERROR_TEXTS.ownAccount);
    const outcome = await softDeleteUser(db, admin.id, request.params.id, toDate(clock()));
    if (outcome === 'missing') throw notFound(ERROR_TEXTS.userNotFound);
    // So no admin can lock the others out (rights are changed only on the server, never through the API).
    if (outcome === 'refused') throw conflict(ADMIN_NOT_DELETABLE);
    return { userId: request.params.id };
  });

  app.post('/users/:id/restore', {
    schema: { tags, security, params: idParams, response: { 200: userRestored, ...errors } },
  }, async (request) => {
    const outcome = await restoreUser(db, request.params.id);
    if (outcome === 'missing') throw notFound(ERROR_TEXTS.userNotFound);
    if (outcome === 'refused') throw conflict(ERROR_TEXTS.notDeleted);
    return { userId: request.params.id };
  });

  app.put('/users/:id/plan', {
    schema: { tags, security, params: idParams, body: planBody, response: { 200: planChanged, ...errors } },
  }, async (request) => {
    const { pricingPlan } = request.body;
    if (!(await setPricingPlan(db, request.params.id, pricingPlan, (timeZone) => todayIn(clock, timeZone)))) throw notFound(ERROR_TEXTS.userNotFound);
    return { userId: request.params.id, pricingPlan };
  });
};

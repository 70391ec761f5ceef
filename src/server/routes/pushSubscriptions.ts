import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams } from '@/domain/contract/common';
import { pushSubscription, pushSubscriptionBody, pushSubscriptionSaved, vapidKey } from '@/domain/contract/notifications';
import { toDate } from '@/server/clock';
import { notFound } from '@/server/errors';
import { invalidField } from '@/server/validation';
import { requireUser, userOf } from '@/server/auth/requestUser';
import { PushEndpointError, checkPushEndpoint } from '@/server/notifications/channels/push';
import { deletePushSubscription, pushSubscriptionsOf, savePushSubscription } from '@/server/repositories/pushSubscriptions';
import { SIGNED_IN } from '@/server/apiSecurity';
import { atPaths } from '@/server/legacyPaths';
import { ERROR_TEXTS } from '@/server/errorTexts';

const errors = { 400: errorBody, 401: errorBody };
const tags = ['notifications'];
const security = SIGNED_IN;

/** The signed-in user's devices that take Web Push, and the key browsers subscribe with. */
export const pushSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config } = app;
  app.addHook('onRequest', requireUser);

  app.get('/notifications/vapidkey', { schema: { tags, security, response: { 200: vapidKey, ...errors } } },
    async () => ({ publicKey: app.notificationChannels.push.publicKey }));

  app.get('/notifications/pushsubscriptions', { schema: { tags, security, response: { 200: z.array(pushSubscription), ...errors } } },
    async (request) => pushSubscriptionsOf(db, userOf(request).id));

  app.post('/notifications/pushsubscriptions', {
    schema: {
      tags, security, body: pushSubscriptionBody,
      response: { 200: pushSubscriptionSaved, 201: pushSubscriptionSaved, ...errors, 409: errorBody },
    },
  }, async (request, reply) => {
    try {
      checkPushEndpoint(request.body.endpoint, config.allowPrivatePush);
    } catch (error) {
      if (error instanceof PushEndpointError) throw invalidField('body.endpoint', error.reason);
      throw error;
    }
    const saved = await savePushSubscription(db, userOf(request).id, request.body, toDate(clock()));
    return reply.status(saved.created ? 201 : 200).send({ pushSubscriptionId: saved.id });
  });

  for (const { url, hide } of atPaths('/pushsubscriptions/:id', '/notifications/pushsubscriptions/:id')) app.delete(url, {
    schema: { hide, tags, security, params: idParams, response: { 200: pushSubscriptionSaved, ...errors, 404: errorBody } },
  }, async (request) => {
    if (!(await deletePushSubscription(db, userOf(request).id, request.params.id))) throw notFound(ERROR_TEXTS.pushSubscriptionNotFound);
    return { pushSubscriptionId: request.params.id };
  });
};

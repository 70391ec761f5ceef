import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams } from '@/domain/contract/common';
import {
  updateWebhookBody, webhook, webhookBody, webhookDeleted, webhookDelivery, webhookWithSecret,
} from '@/domain/contract/webhooks';
import { toDate } from '@/server/clock';
import { notFound } from '@/server/errors';
import { invalidField } from '@/server/validation';
import { requireUser, userOf } from '@/server/auth/requestUser';
import { WebhookAddressError, checkWebhookHost, checkWebhookUrl } from '@/server/webhooks/address';
import { newWebhookSecret } from '@/server/webhooks/signature';
import { deleteWebhook, insertWebhook, updateWebhook, webhookDeliveriesOf, webhooksOf } from '@/server/repositories/webhooks';
import { SIGNED_IN } from '@/server/apiSecurity';
import { ERROR_TEXTS } from '@/server/errorTexts';

const errors = { 400: errorBody, 401: errorBody };
const tags = ['webhooks'];
const security = SIGNED_IN;
const notFoundWebhook = () => notFound(ERROR_TEXTS.webhookNotFound);

/** The signed-in user's webhooks (issue 28): registered here, delivered by the notification worker. */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config, secrets } = app;
  app.addHook('onRequest', requireUser);

  app.get('/webhooks', { schema: { tags, security, response: { 200: z.array(webhook), ...errors } } },
    async (request) => webhooksOf(db, userOf(request).id));

  app.post('/webhooks', {
    schema: { tags, security, body: webhookBody, response: { 201: webhookWithSecret, ...errors, 409: errorBody } },
  }, async (request, reply) => {
    try {
      await checkWebhookHost(checkWebhookUrl(request.body.url, config.allowPrivateWebhooks), config.allowPrivateWebhooks);
    } catch (error) {
      if (error instanceof WebhookAddressError) throw invalidField('body.url', error.reason);
      throw error;
    }
    const secret = newWebhookSecret();
    const saved = await insertWebhook(db, userOf(request).id, {
      url: request.body.url, eventTypes: request.body.eventTypes, sealedSecret: secrets.seal(secret),
    }, toDate(clock()));
    return reply.status(201).send({ ...saved, secret });
  });

  app.put('/webhooks/:id', {
    schema: { tags, security, params: idParams, body: updateWebhookBody, response: { 200: webhookWithSecret.partial({ secret: true }), ...errors, 404: errorBody } },
  }, async (request) => {
    const secret = request.body.rotateSecret ? newWebhookSecret() : undefined;
    const saved = await updateWebhook(db, userOf(request).id, request.params.id, {
      enabled: request.body.enabled, eventTypes: request.body.eventTypes, sealedSecret: secret && secrets.seal(secret),
    });
    if (!saved) throw notFoundWebhook();
    return { ...saved, ...(secret && { secret }) };
  });

  app.delete('/webhooks/:id', {
    schema: { tags, security, params: idParams, response: { 200: webhookDeleted, ...errors, 404: errorBody } },
  }, async (request) => {
    if (!(await deleteWebhook(db, userOf(request).id, request.params.id))) throw notFoundWebhook();
    return { webhookId: request.params.id };
  });

  app.get('/webhooks/:id/deliveries', {
    schema: { tags, security, params: idParams, response: { 200: z.array(webhookDelivery), ...errors, 404: errorBody } },
  }, async (request) => {
    const deliveries = await webhookDeliveriesOf(db, userOf(request).id, request.params.id);
    if (!deliveries) throw notFoundWebhook();
    return deliveries;
  });
};

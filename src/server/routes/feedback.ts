import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@/domain/contract/common';
import { feedbackBody, feedbackEntry, feedbackSaved } from '@/domain/contract/feedback';
import { toDate } from '@/server/clock';
import { requireUser, userOf } from '@/server/auth/requestUser';
import { feedbackOf, insertFeedback } from '@/server/repositories/feedback';
import { SIGNED_IN } from '@/server/apiSecurity';

const errors = { 400: errorBody, 401: errorBody };
const tags = ['feedback'];
const security = SIGNED_IN;

/** Feedback for the free upgrade to STANDARD (SPEC.md section 9); admins read it per user. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  app.addHook('onRequest', requireUser);

  app.post('/feedback', {
    schema: { tags, security, body: feedbackBody, response: { 201: feedbackSaved, ...errors } },
  }, async (request, reply) => {
    const feedbackId = await insertFeedback(db, userOf(request).id, request.body.feedbackText, toDate(clock()));
    return reply.status(201).send({ feedbackId });
  });

  app.get('/feedback', {
    schema: { tags, security, response: { 200: z.array(feedbackEntry), ...errors } },
  }, async (request) => feedbackOf(db, userOf(request).id));
};

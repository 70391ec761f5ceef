import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@/domain/contract/common';
import { report, reportQuery } from '@/domain/contract/reports';
import { requireUser, userOf } from '@/server/auth/requestUser';
import { todayIn } from '@/server/clock';
import { reportOf } from '@/server/repositories/reports';
import { SIGNED_IN } from '@/server/apiSecurity';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/reports', {
    onRequest: requireUser,
    schema: {
      tags: ['reports'], security: SIGNED_IN, querystring: reportQuery,
      response: { 200: report, 400: errorBody, 401: errorBody },
    },
  }, async (request) => {
    const me = userOf(request);
    return reportOf(app.db, me.id, todayIn(app.clock, me.timeZone), request.query.year);
  });
};

import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, errorBody } from '@/domain/contract/common';
import { migrationsApplied } from '@/server/db/client';
import { ApiError } from '@/server/errors';

const unavailable = (message: string) => new ApiError(503, ERROR_CODES.unavailable, message);

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Liveness: the process answers (and its database, as it always has). */
  app.get('/health', {
    schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } },
  }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });

  /** Readiness, for a load balancer: the database answers and has every migration of this code. */
  app.get('/health/ready', {
    schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ready') }), 503: errorBody } },
  }, async (request) => {
    let migrated: boolean;
    try {
      migrated = await migrationsApplied(app.db);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the database cannot be reached');
      throw unavailable('The database cannot be reached');
    }
    if (!migrated) throw unavailable('The database is not migrated yet');
    return { status: 'ready' as const };
  });
};

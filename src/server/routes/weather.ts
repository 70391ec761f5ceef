import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@/domain/contract/common';
import { forecast, forecastQuery } from '@/domain/contract/weather';
import { requireUser } from '@/server/auth/requestUser';
import { toDate } from '@/server/clock';
import { fetchForecast } from '@/server/integrations/weather';
import { findCachedForecast, roundCoordinate, saveForecast } from '@/server/repositories/weatherCache';
import { SIGNED_IN } from '@/server/apiSecurity';

const CACHE_MS = 60 * 60 * 1000;

export const weatherRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config } = app;

  app.get('/weather/forecast', {
    onRequest: requireUser,
    schema: {
      tags: ['weather'],
      security: SIGNED_IN,
      querystring: forecastQuery,
      response: { 200: forecast, 400: errorBody, 401: errorBody, 502: errorBody },
    },
  }, async (request) => {
    const lat = roundCoordinate(request.query.latitude);
    const long = roundCoordinate(request.query.longitude);
    const now = toDate(clock());
    const cached = await findCachedForecast(db, lat, long);
    if (cached && now.getTime() - cached.fetchedAt.getTime() < CACHE_MS) return cached.forecast;
    const fresh = await fetchForecast(config.weatherApiUrl, lat, long);
    await saveForecast(db, lat, long, fresh, now);
    return fresh;
  });
};

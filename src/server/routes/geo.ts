import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WEATHER_COUNTRIES } from '@/domain/constants';
import { cities, citiesQuery, countries } from '@/domain/contract/geo';
import { errorBody } from '@/domain/contract/common';
import { requireUser } from '@/server/auth/requestUser';
import { citiesOf } from '@/server/integrations/cities';
import { SIGNED_IN } from '@/server/apiSecurity';

const errors = { 400: errorBody, 401: errorBody };
const tags = ['geo'];
const security = SIGNED_IN;

/** The profile form's country and city choices, from the built-in city list. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);

  app.get('/geo/countries', {
    schema: { tags, security, response: { 200: countries, ...errors } },
  }, async () => [...WEATHER_COUNTRIES]);

  app.get('/geo/cities', {
    schema: { tags, security, querystring: citiesQuery, response: { 200: cities, ...errors } },
  }, async (request) => citiesOf(request.query.country));
};

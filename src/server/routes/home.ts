import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@/domain/contract/common';
import { home } from '@/domain/contract/home';
import { todayIn } from '@/server/clock';
import { requireUser, userOf } from '@/server/auth/requestUser';
import { nextUpEvent } from '@/server/repositories/events';
import { suggestionsFor } from '@/server/repositories/people';
import { yearlyEventsBetween } from '@/server/yearlyDates';
import { SIGNED_IN } from '@/server/apiSecurity';
import { requestLocale } from '@/server/i18n';

/** Reminders look this many days ahead, today included. */
export const REMINDER_DAYS = 30;

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  app.addHook('onRequest', requireUser);

  app.get('/home', {
    schema: { tags: ['home'], security: SIGNED_IN, response: { 200: home, 401: errorBody } },
  }, async (request) => {
    const me = userOf(request);
    const today = todayIn(clock, me.timeZone);
    const [nextUp, reminders, suggestions] = await Promise.all([
      nextUpEvent(db, me.id, today),
      yearlyEventsBetween(db, me, today, today.add({ days: REMINDER_DAYS - 1 }), requestLocale(request.headers['accept-language'])),
      suggestionsFor(db, me, today),
    ]);
    return { nextUp, reminders, suggestions };
  });
};

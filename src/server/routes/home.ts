import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Temporal } from 'temporal-polyfill';
import { errorBody } from '@/domain/contract/common';
import { home } from '@/domain/contract/home';
import { todayIn } from '@/server/clock';
import { answerAsSessionUser, requireUser } from '@/server/auth/requestUser';
import { readHome } from '@/server/repositories/home';
import { suggestionsAmong } from '@/server/repositories/people';
import { yearlyOccurrences } from '@/server/yearlyDates';
import { SIGNED_IN } from '@/server/apiSecurity';
import { requestLocale } from '@/server/i18n';

/** Reminders look this many days ahead, today included. */
export const REMINDER_DAYS = 30;

/**
 * The reminders' last day for each day: `todayIn` gives a zone the same date object all day, so the
 * date arithmetic (2 % of an ordinary user's Home, docs/PERFORMANCE.md) runs once per zone a day.
 */
const lastReminderDays = new WeakMap<Temporal.PlainDate, Temporal.PlainDate>();

function lastReminderDayFrom(today: Temporal.PlainDate) {
  let lastDay = lastReminderDays.get(today);
  if (!lastDay) {
    lastDay = today.add({ days: REMINDER_DAYS - 1 });
    lastReminderDays.set(today, lastDay);
  }
  return lastDay;
}

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  app.addHook('onRequest', requireUser);

  app.get('/home', {
    config: { checksSession: true },
    schema: { tags: ['home'], security: SIGNED_IN, response: { 200: home, 401: errorBody } },
  }, (request, reply) => answerAsSessionUser(request, reply, async (me, check) => {
    const today = todayIn(clock, me.timeZone);
    const lastReminderDay = lastReminderDayFrom(today);
    const { nextUp, yearly, nothingPlanned } = await readHome(db, me.id, today, lastReminderDay, check);
    return {
      nextUp,
      reminders: yearlyOccurrences(yearly, me, today, lastReminderDay, requestLocale(request.headers['accept-language'])),
      suggestions: suggestionsAmong(nothingPlanned, me.timeZone, today),
    };
  }));
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@/domain/contract/common';
import { type HolidayMonth, holidays } from '@/domain/contract/holidays';
import { monthName } from '@/domain/dateLabels';
import { requireUser, userOf } from '@/server/auth/requestUser';
import { todayIn } from '@/server/clock';
import { countryCodeOf, holidaysOf } from '@/server/integrations/holidays';
import { SIGNED_IN } from '@/server/apiSecurity';
import { countryName, requestLocale } from '@/server/i18n';

export const holidayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/holidays', {
    onRequest: requireUser,
    schema: { tags: ['holidays'], security: SIGNED_IN, response: { 200: holidays, 401: errorBody } },
  }, async (request) => {
    const me = userOf(request);
    const countryCode = countryCodeOf(me.country);
    if (!countryCode || !me.country) return { country: null, months: [] };
    const locale = requestLocale(request.headers['accept-language']);
    const today = todayIn(app.clock, me.timeZone);
    const ofYear = holidaysOf(countryCode, today.year, locale);
    // Every month of the year, so the current one is always there to highlight.
    const months: HolidayMonth[] = Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      monthName: monthName(i + 1, locale),
      isCurrentMonth: today.month === i + 1,
      events: ofYear.filter((holiday) => holiday.month === i + 1),
    }));
    return { country: countryName(countryCode, me.country, locale), months };
  });
};

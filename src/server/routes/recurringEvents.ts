import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createRecurringEventBody, recurringEvent, recurringEventIdParams, recurringEventSaved,
  updateRecurringEventBody,
} from '@/domain/contract/recurringEvents';
import { errorBody, uuid } from '@/domain/contract/common';
import { isValidMonthDay } from '@/domain/recurringDates';
import { badRequest, notFound } from '@/server/errors';
import { todayIn } from '@/server/clock';
import { requireUser, userOf } from '@/server/auth/requestUser';
import { personExists } from '@/server/repositories/people';
import {
  deleteRecurringEvent, findRecurringEvent, findRecurringEventRow, holidayAsRecurringEvent,
  insertRecurringEvent, updateRecurringEvent,
} from '@/server/repositories/recurringEvents';
import { findHoliday, isHolidayId } from '@/server/integrations/holidays';
import { SIGNED_IN } from '@/server/apiSecurity';
import { requestLocale } from '@/server/i18n';
import { ERROR_TEXTS } from '@/server/errorTexts';
import { invalidField } from '@/server/validation';
import { ISSUE_TEXTS } from '@/domain/contract/issueTexts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody };
const tags = ['recurring events'];
const security = SIGNED_IN;

const notFoundRecurringEvent = () => notFound(ERROR_TEXTS.recurringEventNotFound);

/** The UUID of a user's recurring event; holidays are read-only, anything else is not found. */
function ownEventId(id: string): string {
  if (isHolidayId(id)) throw badRequest(ERROR_TEXTS.holidayFixed);
  if (!uuid.safeParse(id).success) throw notFoundRecurringEvent();
  return id;
}

export const recurringEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  app.addHook('onRequest', requireUser);

  app.post('/recurringevents', {
    schema: { tags, security, body: createRecurringEventBody, response: { 201: recurringEventSaved, ...errors } },
  }, async (request, reply) => {
    const me = userOf(request);
    if (!(await personExists(db, me.id, request.body.personId))) throw notFound(ERROR_TEXTS.personNotFound);
    const recurringEventId = await insertRecurringEvent(db, me.id, request.body);
    return reply.status(201).send({ recurringEventId });
  });

  app.get('/recurringevents/:id', {
    schema: { tags, security, params: recurringEventIdParams, response: { 200: recurringEvent, ...errors } },
  }, async (request) => {
    const me = userOf(request);
    const { id } = request.params;
    if (isHolidayId(id)) {
      const holiday = findHoliday(id, me.country, requestLocale(request.headers['accept-language']));
      if (!holiday) throw notFoundRecurringEvent();
      return holidayAsRecurringEvent(holiday);
    }
    const found = uuid.safeParse(id).success ? await findRecurringEvent(db, me.id, id, todayIn(clock, me.timeZone)) : undefined;
    if (!found) throw notFoundRecurringEvent();
    return found;
  });

  app.put('/recurringevents/:id', {
    schema: { tags, security, params: recurringEventIdParams, body: updateRecurringEventBody, response: { 200: recurringEventSaved, ...errors } },
  }, async (request) => {
    const me = userOf(request);
    const id = ownEventId(request.params.id);
    const stored = await findRecurringEventRow(db, me.id, id);
    if (!stored) throw notFoundRecurringEvent();
    const month = request.body.recurringEventMonth ?? stored.recurringEventMonth;
    const day = request.body.recurringEventDay ?? stored.recurringEventDay;
    if (!isValidMonthDay(month, day)) throw invalidField('body.recurringEventDay', ISSUE_TEXTS.dayNotInMonth);
    await updateRecurringEvent(db, me.id, id, request.body);
    return { recurringEventId: id };
  });

  app.delete('/recurringevents/:id', {
    schema: { tags, security, params: recurringEventIdParams, response: { 200: recurringEventSaved, ...errors } },
  }, async (request) => {
    const id = ownEventId(request.params.id);
    if (!(await deleteRecurringEvent(db, userOf(request).id, id))) throw notFoundRecurringEvent();
    return { recurringEventId: id };
  });
};

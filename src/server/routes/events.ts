import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import {
  createEventBody, event, eventIdParams, eventSaved, eventsWindow, eventsWindowQuery, updateEventBody,
} from '@/domain/contract/events';
import { errorBody } from '@/domain/contract/common';
import { notFound } from '@/server/errors';
import { toDate, todayIn } from '@/server/clock';
import { answerAsSessionUser, requireUser, userOf } from '@/server/auth/requestUser';
import { personExists } from '@/server/repositories/people';
import { deleteEvent, findEvent, insertEvent, recentEvents, updateEvent } from '@/server/repositories/events';
import { readCalendarWindow } from '@/server/repositories/calendarWindow';
import { yearlyEventAsCalendarEntry, yearlyOccurrences } from '@/server/yearlyDates';
import { externalEventAsCalendarEntry } from '@/server/integrations/providerEvents';
import { SIGNED_IN } from '@/server/apiSecurity';
import { requestLocale } from '@/server/i18n';
import { ERROR_TEXTS } from '@/server/errorTexts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody };
const tags = ['events'];
const security = SIGNED_IN;

/** CONTRACT.md: GET /myrecentevents answers at most this many. */
const RECENT_EVENTS_LIMIT = 50;

const notFoundEvent = () => notFound(ERROR_TEXTS.eventNotFound);

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  app.addHook('onRequest', requireUser);

  app.post('/events', {
    config: { checksSession: true },
    schema: { tags, security, body: createEventBody, response: { 201: eventSaved, ...errors } },
  }, (request, reply) => answerAsSessionUser(request, reply, async (me, check) => {
    const eventId = await insertEvent(db, me.id, request.body, toDate(clock()), check);
    // Nothing added: the person, or else the integration, is not the user's.
    if (eventId === undefined) {
      throw notFound((await personExists(db, me.id, request.body.personId)) ? ERROR_TEXTS.integrationNotFound : ERROR_TEXTS.personNotFound);
    }
    reply.status(201);
    return { eventId, message: 'Event created' };
  }));

  app.get('/events/:id', {
    schema: { tags, security, params: eventIdParams, response: { 200: event, ...errors } },
  }, async (request) => {
    const found = await findEvent(db, userOf(request).id, request.params.id);
    if (!found) throw notFoundEvent();
    return found;
  });

  app.put('/events/:id', {
    schema: { tags, security, params: eventIdParams, body: updateEventBody, response: { 200: eventSaved, ...errors } },
  }, async (request) => {
    if (!(await updateEvent(db, userOf(request).id, request.params.id, request.body, toDate(clock())))) throw notFoundEvent();
    return { eventId: request.params.id, message: 'Event updated' };
  });

  app.delete('/events/:id', {
    schema: { tags, security, params: eventIdParams, response: { 200: eventSaved, ...errors } },
  }, async (request) => {
    if (!(await deleteEvent(db, userOf(request).id, request.params.id, toDate(clock())))) throw notFoundEvent();
    return { eventId: request.params.id, message: 'Event deleted' };
  });

  app.get('/myrecentevents', {
    schema: { tags, security, response: { 200: z.array(event), ...errors } },
  }, async (request) => {
    const me = userOf(request);
    return recentEvents(db, me.id, todayIn(clock, me.timeZone), RECENT_EVENTS_LIMIT);
  });

  app.get('/eventswithintegration', {
    config: { checksSession: true },
    schema: { tags, security, querystring: eventsWindowQuery, response: { 200: eventsWindow, ...errors } },
  }, (request, reply) => answerAsSessionUser(request, reply, async (me, check) => {
    const start = Temporal.PlainDate.from(request.query.startDate);
    const { days } = request.query;
    const last = start.add({ days: days - 1 });
    const own = await readCalendarWindow(db, me.id, start, last, check);
    const external = await app.externalCalendars.window(me.id, own.activeIntegrationId, { start, days, timeZone: me.timeZone }, request.log);
    const yearly = yearlyOccurrences(own.yearly, me, start, last, requestLocale(request.headers['accept-language']));
    return {
      events: [...yearly.map(yearlyEventAsCalendarEntry), ...own.funPlans, ...external.events.map(externalEventAsCalendarEntry)],
      meta: { externalCalendarStatus: external.status, integrationUsed: external.integrationId, busySlots: external.busySlots },
    };
  }));
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createPersonBody, person, personDetail, personSaved, suggestion, updatePersonBody,
} from '@/domain/contract/people';
import { errorBody, idParams } from '@/domain/contract/common';
import { notFound } from '@/server/errors';
import { todayIn, toDate } from '@/server/clock';
import { answerAsSessionUser, requireUser, userOf } from '@/server/auth/requestUser';
import { deletePerson, insertPerson, listPeople, readOwnPeople, suggestionsFor, updatePerson } from '@/server/repositories/people';
import { eventsOfPerson } from '@/server/repositories/events';
import { recurringEventsOfPerson } from '@/server/repositories/recurringEvents';
import { SIGNED_IN } from '@/server/apiSecurity';
import { ERROR_TEXTS } from '@/server/errorTexts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody };
const tags = ['people'];
const security = SIGNED_IN;

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  app.addHook('onRequest', requireUser);

  app.get('/people', {
    config: { checksSession: true },
    schema: { tags, security, response: { 200: z.array(person), ...errors } },
  }, (request, reply) => answerAsSessionUser(request, reply, async (me, check) => {
    const own = await readOwnPeople(db, me.id, todayIn(clock, me.timeZone), check);
    return own.map((entry) => entry.person);
  }));

  app.get('/people/suggestions', {
    schema: { tags, security, response: { 200: z.array(suggestion), ...errors } },
  }, async (request) => {
    const me = userOf(request);
    return suggestionsFor(db, me, todayIn(clock, me.timeZone));
  });

  app.get('/people/:id', {
    schema: { tags, security, params: idParams, response: { 200: personDetail, ...errors } },
  }, async (request) => {
    const me = userOf(request);
    const today = todayIn(clock, me.timeZone);
    const [found] = await listPeople(db, me.id, today, { personId: request.params.id });
    if (!found) throw notFound(ERROR_TEXTS.personNotFound);
    const [recentEvents, recurringEvents] = await Promise.all([
      eventsOfPerson(db, me.id, found.person.personId),
      recurringEventsOfPerson(db, me.id, found.person.personId, today),
    ]);
    return { personDetails: found.person, recentEvents, recurringEvents, userConnections: found.person.userConnections };
  });

  app.post('/people', {
    schema: { tags, security, body: createPersonBody, response: { 201: personSaved, ...errors } },
  }, async (request, reply) => {
    const personId = await insertPerson(db, userOf(request).id, request.body, toDate(clock()));
    return reply.status(201).send({ personId });
  });

  app.put('/people/:id', {
    schema: { tags, security, params: idParams, body: updatePersonBody, response: { 200: personSaved, ...errors } },
  }, async (request) => {
    if (!(await updatePerson(db, userOf(request).id, request.params.id, request.body))) throw notFound(ERROR_TEXTS.personNotFound);
    return { personId: request.params.id };
  });

  app.delete('/people/:id', {
    schema: { tags, security, params: idParams, response: { 200: personSaved, ...errors } },
  }, async (request) => {
    if (!(await deletePerson(db, userOf(request).id, request.params.id))) throw notFound(ERROR_TEXTS.personNotFound);
    return { personId: request.params.id };
  });
};

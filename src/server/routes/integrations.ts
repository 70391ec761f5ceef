import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { errorBody } from '@/domain/contract/common';
import {
  type ExternalEvent, createIgnoreRuleBody, createIntegrationBody, externalCalendar, externalEvent, externalEventDetail, externalEventParams,
  ignoreRule, ignoreRuleSaved, integration, integrationEventsQuery, integrationIdParams, integrationOptions, integrationSaved,
  updateIntegrationBody,
} from '@/domain/contract/integrations';
import { ApiError, badRequest, conflict, notFound, upstreamFailed } from '@/server/errors';
import { todayIn } from '@/server/clock';
import { requireUser, userOf } from '@/server/auth/requestUser';
import { FeedError } from '@/server/integrations/feedFetch';
import { GrantRevokedError, isGoogleConfigured } from '@/server/integrations/google';
import { ICS_CALENDAR_ID } from '@/server/integrations/ics';
import {
  chooseCalendar, countIntegrations, deleteIgnoreRule, deleteIntegration, findIntegration, insertIgnoreRule, insertIntegration, type IntegrationRow,
  listIgnoreRules, listIntegrations, toIntegration,
} from '@/server/repositories/integrations';
import { SIGNED_IN } from '@/server/apiSecurity';
import { atPaths } from '@/server/legacyPaths';
import { ERROR_TEXTS } from '@/server/errorTexts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 502: errorBody };
const tags = ['integrations'];
const security = SIGNED_IN;

/**
 * A provider's failure in words for the user: the feed's own reason, a lost grant, or the provider
 * being unreachable; what lies underneath goes to the log.
 */
export async function fromProvider<T>(log: FastifyBaseLogger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof GrantRevokedError) throw conflict(ERROR_TEXTS.accessWithdrawn);
    log.warn({ err: error }, 'the calendar provider failed');
    if (error instanceof FeedError) throw upstreamFailed(error.reason);
    throw upstreamFailed(ERROR_TEXTS.providerUnreachable);
  }
}

/** ICS feeds one user may add: each is fetched and read again every minute it is looked at. */
export const MAX_FEEDS_PER_USER = 10;

const notVerified = () => conflict(ERROR_TEXTS.notConnected);
const FEED_UNUSABLE = /*i18n*/ { id: 'feed.unusable', message: 'The feed cannot be used: {reason}' };

export const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config, externalCalendars } = app;
  app.addHook('onRequest', requireUser);

  async function ownIntegration(userId: string, integrationId: string): Promise<IntegrationRow> {
    const row = await findIntegration(db, userId, integrationId);
    if (!row) throw notFound(ERROR_TEXTS.integrationNotFound);
    return row;
  }
  async function verifiedIntegration(userId: string, integrationId: string) {
    const row = await ownIntegration(userId, integrationId);
    if (row.integrationStatus !== 'VERIFIED') throw notVerified();
    return row;
  }

  app.get('/integrations/options', { schema: { tags, security, response: { 200: integrationOptions, ...errors } } },
    async () => ({ googleCalendarConfigured: isGoogleConfigured(config.google) }));

  app.post('/integrations', {
    schema: { tags, security, body: createIntegrationBody, response: { 201: integrationSaved, ...errors } },
  }, async (request, reply) => {
    const me = userOf(request);
    const body = request.body;
    if (body.integrationType === 'GOOGLE_CALENDAR') {
      if (!isGoogleConfigured(config.google)) {
        throw badRequest(ERROR_TEXTS.googleNotConfiguredFeed);
      }
      const integrationId = await insertIntegration(db, me.id, { integrationType: 'GOOGLE_CALENDAR', integrationStatus: 'NOT_VERIFIED' });
      return reply.status(201).send({ integrationId });
    }
    if (await countIntegrations(db, me.id, 'ICS_FEED') >= MAX_FEEDS_PER_USER) {
      throw conflict({ ...ERROR_TEXTS.tooManyFeeds, values: { max: MAX_FEEDS_PER_USER } });
    }
    // A feed is stored only once it could be read: its one calendar becomes the active one.
    let calendar;
    try {
      calendar = await externalCalendars.checkFeed(body.feedUrl, me.timeZone);
    } catch (error) {
      if (!(error instanceof FeedError)) throw error;
      request.log.warn({ err: error }, 'a feed could not be added');
      throw badRequest({ ...FEED_UNUSABLE, values: { reason: error.reason } });
    }
    const integrationId = await insertIntegration(db, me.id, {
      integrationType: 'ICS_FEED', integrationStatus: 'VERIFIED', feedUrl: body.feedUrl,
      activeCalendarId: calendar.id, activeCalendarName: calendar.summary, activeCalendarColor: calendar.backgroundColor,
    });
    return reply.status(201).send({ integrationId });
  });

  app.get('/integrations', { schema: { tags, security, response: { 200: z.array(integration), ...errors } } },
    async (request) => (await listIntegrations(db, userOf(request).id)).map(toIntegration));

  app.get('/integrations/ignorerules', { schema: { tags, security, response: { 200: z.array(ignoreRule), ...errors } } },
    async (request) => listIgnoreRules(db, userOf(request).id));

  app.post('/integrations/ignorerules', {
    schema: { tags, security, body: createIgnoreRuleBody, response: { 201: ignoreRuleSaved, ...errors } },
  }, async (request, reply) => {
    const me = userOf(request);
    const { createdFromExternalIntegrationId, whichEventsToIgnore, createdFromExternalEventId } = request.body;
    if (createdFromExternalIntegrationId) await ownIntegration(me.id, createdFromExternalIntegrationId);
    if (whichEventsToIgnore === 'single_event' && !createdFromExternalEventId) {
      throw badRequest(ERROR_TEXTS.singleEventRule);
    }
    return reply.status(201).send({ ruleId: await insertIgnoreRule(db, me.id, request.body) });
  });

  for (const { url, hide } of atPaths('/ignorerules/:id', '/integrations/ignorerules/:id')) app.delete(url, {
    schema: { hide, tags, security, params: integrationIdParams, response: { 200: ignoreRuleSaved, ...errors } },
  }, async (request) => {
    if (!(await deleteIgnoreRule(db, userOf(request).id, request.params.id))) throw notFound(ERROR_TEXTS.ignoreRuleNotFound);
    return { ruleId: request.params.id };
  });

  for (const { url, hide } of atPaths('/externalcalendarevents/:id', '/integrations/externalcalendarevents/:id')) app.get(url, {
    schema: { hide, tags, security, params: externalEventParams, response: { 200: externalEventDetail, ...errors } },
  }, async (request) => {
    const me = userOf(request);
    const candidates = (await listIntegrations(db, me.id)).filter((row) => row.integrationStatus === 'VERIFIED' && row.activeCalendarId);
    for (const row of candidates) {
      const found: ExternalEvent | undefined = await fromProvider(request.log, () => externalCalendars.event(me.id, row, request.params.id, me.timeZone, request.log));
      if (found) return { event: found, integration: toIntegration(row) };
    }
    throw notFound(ERROR_TEXTS.externalEventNotFound);
  });

  app.get('/integrations/:id', {
    schema: { tags, security, params: integrationIdParams, response: { 200: integration, ...errors } },
  }, async (request) => toIntegration(await ownIntegration(userOf(request).id, request.params.id)));

  app.put('/integrations/:id', {
    schema: { tags, security, params: integrationIdParams, body: updateIntegrationBody, response: { 200: integrationSaved, ...errors } },
  }, async (request) => {
    const me = userOf(request);
    const row = await verifiedIntegration(me.id, request.params.id);
    if (row.integrationType === 'ICS_FEED' && request.body.activeCalendarId !== ICS_CALENDAR_ID) throw badRequest({ ...ERROR_TEXTS.feedCalendar, values: { id: ICS_CALENDAR_ID } });
    await chooseCalendar(db, me.id, row.id, request.body);
    externalCalendars.forget(row.id);
    return { integrationId: row.id };
  });

  app.delete('/integrations/:id', {
    schema: { tags, security, params: integrationIdParams, response: { 200: integrationSaved, ...errors } },
  }, async (request) => {
    const me = userOf(request);
    const row = await ownIntegration(me.id, request.params.id);
    await externalCalendars.revoke(row, request.log);
    await deleteIntegration(db, me.id, row.id);
    externalCalendars.forget(row.id);
    return { integrationId: row.id };
  });

  app.get('/integrations/:id/calendars', {
    schema: { tags, security, params: integrationIdParams, response: { 200: z.array(externalCalendar), ...errors } },
  }, async (request) => {
    const row = await verifiedIntegration(userOf(request).id, request.params.id);
    return fromProvider(request.log, () => externalCalendars.calendars(row, request.log));
  });

  app.get('/integrations/:id/events', {
    schema: { tags, security, params: integrationIdParams, querystring: integrationEventsQuery, response: { 200: z.array(externalEvent), ...errors } },
  }, async (request) => {
    const me = userOf(request);
    const row = await verifiedIntegration(me.id, request.params.id);
    if (!row.activeCalendarId) throw conflict(ERROR_TEXTS.chooseCalendar);
    const start = request.query.startDate ? Temporal.PlainDate.from(request.query.startDate) : todayIn(clock, me.timeZone);
    return fromProvider(request.log, () => externalCalendars.events(me.id, row, { start, days: request.query.days, timeZone: me.timeZone }, request.log));
  });
};

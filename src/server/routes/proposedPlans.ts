import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, errorBody, idParams } from '@/domain/contract/common';
import {
  createPlanBody, planCreated, planNotifications, planNotificationsBody, planSeen, planUpdated, proposedPlan,
  proposedPlanDetail, reactionAdded, reactionBody, reactionsPage, reactionsQuery, shareCodeParams, unseenAnswers, updatePlanBody,
} from '@/domain/contract/proposedPlans';
import { REACTIONS_PAGE } from '@/domain/constants';
import { MAX_PLAN_SLOTS, type PlanSlot, slotKey } from '@/domain/planSlots';
import { parseSlots } from '@/server/parseSlots';
import { ApiError, badRequest, notFound, rateLimited } from '@/server/errors';
import { todayIn, toDate } from '@/server/clock';
import { hit } from '@/server/auth/rateLimit';
import { loadOptionalUser, requireUser, userOf } from '@/server/auth/requestUser';
import { personExists } from '@/server/repositories/people';
import {
  answerCountsOf, cancelPlan, confirmPlan, countPlansWithNewAnswers, findOwnPlan, findPlanByShareCode, findPlanRow, insertPlan,
  insertReaction, listPlans, markAnswersSeen, reactionsPageOf, toProposedPlan, updatePlanNotifications,
} from '@/server/repositories/proposedPlans';
import { planCalendar } from '@/server/planCalendar';
import { SIGNED_IN } from '@/server/apiSecurity';
import { atPaths } from '@/server/legacyPaths';
import { pageLocale, requestLocale } from '@/server/i18n';
import { ERROR_TEXTS } from '@/server/errorTexts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };
const tags = ['proposed plans'];
const security = SIGNED_IN;

const PLAN_NOT_FOUND = /*i18n*/ { id: 'plan.notFound', message: 'Plan not found' };
const PLAN_CLOSED = /*i18n*/ { id: 'plan.closed', message: 'This plan is no longer open: a winner was picked or it was canceled' };
export const PLAN_FULL = /*i18n*/ { id: 'plan.full', message: 'This plan has received the most answers it can take' };
const NAME_NEEDED = /*i18n*/ { id: 'plan.nameNeeded', message: 'reactorName: Please enter your name' };
const SLOT_NOT_OFFERED = /*i18n*/ { id: 'plan.slotNotOffered', message: "acceptedTimeSlots: every accepted slot must be one of the plan's time slots" };

const planNotFound = () => new ApiError(404, ERROR_CODES.notFound, PLAN_NOT_FOUND);
const planClosed = () => new ApiError(409, ERROR_CODES.conflict, PLAN_CLOSED);

/** Slot JSON text of the request, or a 400 naming the field. */
function slotsOf(field: string, text: string): PlanSlot[] {
  const parsed = parseSlots(text);
  if (!parsed.ok) throw badRequest(`${field}: ${parsed.problem}`);
  return parsed.slots;
}

const isPlanSlot = (slots: PlanSlot[]) => {
  const keys = new Set(slots.map(slotKey));
  return (slot: PlanSlot) => keys.has(slotKey(slot));
};

export const proposedPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  const limits = app.config.reactionLimits;

  /** Anonymous answers are counted per address and per plan, so a shared link cannot be flooded. */
  async function limitAnonymousAnswers(request: FastifyRequest, planId: string) {
    if (request.currentUser) return;
    const [byIp, byPlan] = [await hit(db, clock, `plan-answer-ip:${request.ip}`), await hit(db, clock, `plan-answer-plan:${planId}`)];
    if (byIp > limits.perIpPerHour || byPlan > limits.perPlanPerHour) throw rateLimited();
  }

  app.get('/proposedplans', {
    onRequest: requireUser,
    schema: { tags, security, response: { 200: z.array(proposedPlan), ...errors } },
  }, async (request) => {
    const me = userOf(request);
    return (await listPlans(db, me.id)).map((row) => toProposedPlan(row, me.id));
  });

  app.get('/proposedplans/unseen', {
    onRequest: requireUser,
    schema: { tags, security, response: { 200: unseenAnswers, ...errors } },
  }, async (request) => ({ plansWithNewAnswers: await countPlansWithNewAnswers(db, userOf(request).id) }));

  app.get('/proposedplans/:id', {
    onRequest: requireUser,
    schema: { tags, security, params: idParams, response: { 200: proposedPlanDetail, ...errors } },
  }, async (request) => {
    const me = userOf(request);
    const found = await findOwnPlan(db, me.id, request.params.id);
    if (!found) throw planNotFound();
    const [page, counts] = await Promise.all([
      reactionsPageOf(db, found.plan.id, { limit: REACTIONS_PAGE }),
      answerCountsOf(db, found.plan.id, found.plan.proposedPlanTimeSlots as PlanSlot[]),
    ]);
    const { notificationsMuted, expectedAnswers } = found.plan;
    return { ...toProposedPlan(found, me.id), ...page, ...counts, notificationsMuted, expectedAnswers };
  });

  app.get('/proposedplans/:id/reactions', {
    onRequest: requireUser,
    schema: { tags, security, params: idParams, querystring: reactionsQuery, response: { 200: reactionsPage, ...errors } },
  }, async (request) => {
    const found = await findOwnPlan(db, userOf(request).id, request.params.id);
    if (!found) throw planNotFound();
    return reactionsPageOf(db, found.plan.id, request.query);
  });

  app.put('/proposedplans/:id/seen', {
    onRequest: requireUser,
    schema: { tags, security, params: idParams, response: { 200: planSeen, ...errors } },
  }, async (request) => {
    if (!(await markAnswersSeen(db, userOf(request).id, request.params.id, toDate(clock())))) throw planNotFound();
    return { proposedPlanId: request.params.id };
  });

  app.post('/proposedplans', {
    onRequest: requireUser,
    schema: { tags, security, body: createPlanBody, response: { 201: planCreated, ...errors } },
  }, async (request, reply) => {
    const me = userOf(request);
    const body = request.body;
    const slots = slotsOf('proposedPlanTimeSlots', body.proposedPlanTimeSlots);
    if (slots.length < 1 || slots.length > MAX_PLAN_SLOTS) {
      throw badRequest({ ...ERROR_TEXTS.slotCount, values: { max: MAX_PLAN_SLOTS } });
    }
    const today = todayIn(clock, me.timeZone).toString();
    if (slots.some((slot) => slot.date < today)) throw badRequest(ERROR_TEXTS.slotsInPast);
    if (!(await personExists(db, me.id, body.withPersonId))) throw notFound(ERROR_TEXTS.personNotFound);
    const created = await insertPlan(db, me.id, { personId: body.withPersonId, title: body.proposedPlanTitle, slots, timeZone: me.timeZone }, toDate(clock()));
    return reply.status(201).send({ proposedPlanId: created.id, shareCode: created.shareCode, message: 'Plan proposed' });
  });

  app.put('/proposedplans/:id', {
    onRequest: requireUser,
    schema: { tags, security, params: idParams, body: updatePlanBody, response: { 200: planUpdated, ...errors } },
  }, async (request) => {
    const me = userOf(request);
    const found = await findOwnPlan(db, me.id, request.params.id);
    if (!found) throw planNotFound();
    const body = request.body;
    if (body.status === 'canceled') {
      if (!(await cancelPlan(db, me.id, found.plan.id))) throw planClosed();
      return { proposedPlanId: found.plan.id };
    }
    if (!body.planOutcomeDate || !body.planOutcomeTimeSlot) {
      throw badRequest(ERROR_TEXTS.winnerNeeded);
    }
    const winner = { date: body.planOutcomeDate, timeSlot: body.planOutcomeTimeSlot };
    if (!isPlanSlot(found.plan.proposedPlanTimeSlots as PlanSlot[])(winner)) {
      throw badRequest(ERROR_TEXTS.winnerNotOffered);
    }
    const eventId = await confirmPlan(db, me.id, found.plan.id, winner, toDate(clock()));
    if (eventId === 'closed') throw planClosed();
    return { proposedPlanId: found.plan.id, eventId };
  });

  app.put('/proposedplans/:id/notifications', {
    onRequest: requireUser,
    schema: { tags, security, params: idParams, body: planNotificationsBody, response: { 200: planNotifications, ...errors } },
  }, async (request) => {
    const updated = await updatePlanNotifications(db, userOf(request).id, request.params.id, request.body, toDate(clock()));
    if (!updated) throw planNotFound();
    return { proposedPlanId: request.params.id, ...updated };
  });

  for (const { url, hide } of atPaths('/sharedplans/:shareCode', '/proposedplans/bycode/:shareCode')) app.get(url, {
    onRequest: loadOptionalUser,
    schema: { hide, tags, security: [], params: shareCodeParams, response: { 200: proposedPlan, ...errors } },
  }, async (request) => {
    const found = await findPlanByShareCode(db, request.params.shareCode);
    if (!found) throw planNotFound();
    return toProposedPlan(found, request.currentUser?.id ?? null);
  });

  for (const { url, hide } of atPaths('/sharedplans/:shareCode/event.ics', '/proposedplans/bycode/:shareCode/event.ics')) app.get(url, {
    schema: {
      hide,
      tags,
      security: [],
      produces: ['text/calendar'],
      params: shareCodeParams,
      response: { 200: z.string().describe('text/calendar: the confirmed plan as one event'), ...errors },
    },
  }, async (request, reply) => {
    const found = await findPlanByShareCode(db, request.params.shareCode);
    if (!found) throw planNotFound();
    const { plan, owner } = found;
    if (plan.status !== 'confirmed' || !plan.planOutcomeDate || !plan.planOutcomeTimeSlot) {
      throw new ApiError(409, ERROR_CODES.conflict, ERROR_TEXTS.noWinnerYet);
    }
    const calendar = planCalendar({
      proposedPlanId: plan.id,
      title: plan.proposedPlanTitle,
      winner: { date: plan.planOutcomeDate, timeSlot: plan.planOutcomeTimeSlot },
      ownerFirstName: owner.firstName,
      timeZone: plan.timeZone,
      now: clock(),
      // A download link, not a call of the app's: the language this browser chose, else its own.
    }, pageLocale(request));
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="funplans-plan.ics"')
      .serializer((payload: unknown) => payload as string)
      .send(calendar);
  });

  app.post('/proposedplans/:id/reactions', {
    onRequest: loadOptionalUser,
    // Anonymous or signed in: a signed-in responder answers under their own name.
    schema: { tags, security: [{}, ...SIGNED_IN], params: idParams, body: reactionBody, response: { 201: reactionAdded, ...errors } },
  }, async (request, reply) => {
    const found = await findPlanRow(db, request.params.id);
    if (!found) throw planNotFound();
    await limitAnonymousAnswers(request, found.id);
    const body = request.body;
    const me = request.currentUser;
    const reactorName = me?.firstName ?? body.reactorName;
    if (!reactorName) throw badRequest(NAME_NEEDED);
    const accepted = slotsOf('acceptedTimeSlots', body.acceptedTimeSlots);
    if (!accepted.every(isPlanSlot(found.proposedPlanTimeSlots as PlanSlot[]))) {
      throw badRequest(SLOT_NOT_OFFERED);
    }
    const reactionId = await insertReaction(db, found.id, {
      acceptedTimeSlots: accepted,
      reactorName,
      reactionNotes: body.reactionNotes?.trim() || null,
      reactedByUserId: me?.id ?? null,
      // A signed-in responder hears the outcome through their account, not this address.
      reactorEmail: me ? null : body.reactorEmail ?? null,
      // The app sends its language with every call: the outcome's email will be in it.
      reactorLocale: me || !body.reactorEmail ? null : requestLocale(request.headers['accept-language']),
    }, toDate(clock()), app.config.notify.batchSeconds);
    if (reactionId === 'closed') throw planClosed();
    if (reactionId === 'full') throw new ApiError(409, ERROR_CODES.conflict, PLAN_FULL);
    return reply.status(201).send({ reactionId });
  });
};

import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { user } from '@/domain/contract/auth';
import { notificationsPage } from '@/domain/contract/notifications';
import { planCreated } from '@/domain/contract/proposedPlans';
import type { PlanSlot } from '@/domain/planSlots';
import { slotsToText } from '@/domain/planSlots';
import { parseBody, type signUp } from './testApp';
import { addPerson } from './network';

type Account = Awaited<ReturnType<typeof signUp>>;
type Auth = { authorization: string };

/** `owner` links their person `personId` to `other` the way the connections page does (invite code, then connect). */
export async function connectPerson(app: FastifyInstance, owner: Account, other: Account, personId: string) {
  const { userInviteCode } = parseBody(user, await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: other.auth }));
  expect((await app.inject({ method: 'GET', url: `/api/v1/users/byinvitecode/${userInviteCode}`, headers: owner.auth })).statusCode).toBe(200);
  const connected = await app.inject({ method: 'POST', url: '/api/v1/userconnections', headers: owner.auth, payload: { userId: other.userId, personId } });
  expect(connected.statusCode, connected.body).toBe(201);
}

/** Proposes a plan to a new person (or `personId`) and returns its ids. */
export async function proposePlan(app: FastifyInstance, owner: Account, options: { title?: string; slots?: PlanSlot[]; personId?: string } = {}) {
  const personId = options.personId ?? await addPerson(app, owner.auth, { personName: 'Grace Hopper' });
  const slots = options.slots ?? [{ date: '2026-12-04', timeSlot: 'evening' }, { date: '2026-12-05', timeSlot: 'noon' }];
  const response = await app.inject({
    method: 'POST', url: '/api/v1/proposedplans', headers: owner.auth,
    payload: { withPersonId: personId, proposedPlanTitle: options.title ?? 'Dinner', proposedPlanTimeSlots: slotsToText(slots) },
  });
  return { ...parseBody(planCreated, response, 201), personId, slots };
}

let ipCounter = 0;

/** Answers a plan, anonymously (each answer from its own address) unless `auth` is given, from a page in `acceptLanguage`. */
export async function answerPlan(
  app: FastifyInstance, planId: string, body: { reactorName?: string; reactorEmail?: string; slots?: PlanSlot[]; acceptLanguage?: string }, auth?: Auth,
) {
  const headers = { ...auth, ...body.acceptLanguage && { 'accept-language': body.acceptLanguage } };
  const response = await app.inject({
    method: 'POST', url: `/api/v1/proposedplans/${planId}/reactions`, headers, remoteAddress: `10.25.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
    payload: {
      reactorName: body.reactorName, reactorEmail: body.reactorEmail, reactionNotes: 'Looking forward',
      acceptedTimeSlots: slotsToText(body.slots ?? [{ date: '2026-12-04', timeSlot: 'evening' }]),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().reactionId as string;
}

/** The owner picks the winner, which confirms the plan. */
export async function confirmPlan(app: FastifyInstance, owner: Account, planId: string, winner: PlanSlot = { date: '2026-12-04', timeSlot: 'evening' }) {
  const response = await app.inject({
    method: 'PUT', url: `/api/v1/proposedplans/${planId}`, headers: owner.auth,
    payload: { status: 'confirmed', planOutcomeDate: winner.date, planOutcomeTimeSlot: winner.timeSlot },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The user's in-app notifications, newest first. */
export async function inApp(app: FastifyInstance, auth: Auth) {
  return parseBody(notificationsPage, await app.inject({ method: 'GET', url: '/api/v1/notifications?limit=100', headers: auth })).notifications;
}

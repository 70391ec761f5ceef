import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { planCreated } from '@/domain/contract/proposedPlans';
import { addPerson } from './network';

type Auth = { authorization: string };

/** Proposes a plan with one slot next year to a new person and returns its ids and share code. */
export async function addPlan(app: FastifyInstance, auth: Auth) {
  const personId = await addPerson(app, auth);
  const nextYear = Temporal.PlainDate.from({ year: Temporal.Now.plainDateISO().year + 1, month: 6, day: 1 }).toString();
  const response = await app.inject({
    method: 'POST', url: '/api/v1/proposedplans', headers: auth,
    payload: { withPersonId: personId, proposedPlanTitle: 'Drinks', proposedPlanTimeSlots: JSON.stringify([{ date: nextYear, timeSlot: 'evening' }]) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...planCreated.parse(response.json()), personId };
}

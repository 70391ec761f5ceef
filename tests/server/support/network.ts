import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CreatePersonBody } from '@/domain/contract/people';
import type { CreateRecurringEventBody } from '@/domain/contract/recurringEvents';
import type { Db } from '@/server/db/client';
import { events } from '@/server/db/schema';

type Auth = { authorization: string };

/** Adds a person through the API and returns its id. */
export async function addPerson(app: FastifyInstance, auth: Auth, body: Partial<CreatePersonBody> = {}) {
  const response = await app.inject({
    method: 'POST', url: '/api/v1/people', headers: auth,
    payload: { personName: 'Grace', meetFrequency: 'monthly', ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().personId as string;
}

export async function addRecurringEvent(app: FastifyInstance, auth: Auth, body: Partial<CreateRecurringEventBody> & { personId: string }) {
  const response = await app.inject({
    method: 'POST', url: '/api/v1/recurringevents', headers: auth,
    payload: { recurringEventName: 'Birthday', recurringEventType: 'birthday', recurringEventMonth: 3, recurringEventDay: 14, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().recurringEventId as string;
}

/** Stores an event straight in the database (the events API comes later). */
export async function insertEvent(db: Db, userId: string, personId: string, eventDate: string, changes: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await db.insert(events)
    .values({ userId, personId, eventDate, eventTimeSlot: 'evening', eventActivity: 'drinks', ...changes })
    .returning({ id: events.id });
  return row!.id;
}

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@/domain/contract/common';
import { eventsWindow } from '@/domain/contract/events';
import { icalFeed } from '@/domain/contract/integrations';
import { events } from '@/server/db/schema';
import { updateUser } from '@/server/repositories/users';
import { createTestApp, expectError, parseBody, signUp, type TestApp } from './support/testApp';
import { addPerson } from './support/network';
import { startFakeGoogle, type FakeGoogle } from '../support/fakeGoogle';

/**
 * Two servers (two apps) on one database, as behind a load balancer: what is changed through one is
 * seen through the other at once, whatever the other holds in memory (docs/RELIABILITY.md, "Several
 * servers"). On PostgreSQL when DATABASE_URL is set, and on PGlite.
 */
const FEED = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN',
  'BEGIN:VEVENT', 'UID:dentist@example.com', 'DTSTAMP:20260101T000000Z', 'DTSTART:20261124T090000Z', 'DTEND:20261124T100000Z', 'SUMMARY:Dentist', 'END:VEVENT',
  'BEGIN:VEVENT', 'UID:yoga@example.com', 'DTSTAMP:20260101T000000Z', 'DTSTART:20261125T170000Z', 'DTEND:20261125T180000Z', 'SUMMARY:Yoga', 'END:VEVENT',
  'END:VCALENDAR'].join('\r\n');

let fake: FakeGoogle;
let t: TestApp;
let a: FastifyInstance;
let b: FastifyInstance;
beforeAll(async () => {
  fake = await startFakeGoogle();
  fake.feeds.set('week.ics', FEED);
  t = await createTestApp({ allowPrivateFeeds: true });
  a = t.app;
  b = await t.another();
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type Auth = { authorization: string };
const windowThrough = async (server: FastifyInstance, auth: Auth) =>
  parseBody(eventsWindow, await server.inject({ method: 'GET', url: '/api/v1/eventswithintegration?startDate=2026-11-23&days=7', headers: auth }));
const ignoredThrough = async (server: FastifyInstance, auth: Auth) =>
  (await windowThrough(server, auth)).events.filter((event) => event.eventTitle === 'Dentist' || event.eventTitle === 'Yoga')
    .map((event) => `${event.eventTitle}: ${event.ignoredByUser ? 'ignored' : 'shown'}`).sort();

describe('two servers on one database', () => {
  it('an ignore rule added through A, and the calendar disconnected through A, are seen through B at once, though B had the calendar in memory', async () => {
    const user = await signUp(a);
    const added = await a.inject({ method: 'POST', url: '/api/v1/integrations', headers: user.auth, payload: { integrationType: 'ICS_FEED', feedUrl: `${fake.url}/feeds/week.ics` } });
    expect(added.statusCode, added.body).toBe(201);
    // B reads the feed and keeps its answer for a while.
    expect(await ignoredThrough(b, user.auth)).toEqual(['Dentist: shown', 'Yoga: shown']);

    const rule = await a.inject({ method: 'POST', url: '/api/v1/integrations/ignorerules', headers: user.auth, payload: { matchPattern: 'dentist' } });
    expect(rule.statusCode, rule.body).toBe(201);
    expect(await ignoredThrough(b, user.auth)).toEqual(['Dentist: ignored', 'Yoga: shown']);

    const integrationId = added.json().integrationId as string;
    expect((await a.inject({ method: 'DELETE', url: `/api/v1/integrations/${integrationId}`, headers: user.auth })).statusCode).toBe(200);
    const after = await windowThrough(b, user.auth);
    expect(after.meta.externalCalendarStatus).toBe('NOT_CONNECTED');
    expect(after.events.filter((event) => event.externalCalendarEventIntegrationId !== null)).toEqual([]);
    expectError(await b.inject({ method: 'GET', url: `/api/v1/integrations/${integrationId}/events`, headers: user.auth }), 404, ERROR_CODES.notFound);
  });

  it('a feed address regenerated through A retires the old one on B at once', async () => {
    const user = await signUp(a);
    const { url } = parseBody(icalFeed, await a.inject({ method: 'GET', url: '/api/v1/icalfeed', headers: user.auth }));
    expect((await b.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(200);
    const renewed = parseBody(icalFeed, await a.inject({ method: 'POST', url: '/api/v1/icalfeed/regenerate', headers: user.auth }));
    expectError(await b.inject({ method: 'GET', url: new URL(url).pathname }), 404, ERROR_CODES.notFound);
    expect((await b.inject({ method: 'GET', url: new URL(renewed.url).pathname })).statusCode).toBe(200);
  });

  it('a logout through A is refused at once by the routes of B that check their session in their own statement, though B had seen it', async () => {
    const user = await signUp(a);
    const urls = ['/api/v1/home', '/api/v1/people', '/api/v1/eventswithintegration?startDate=2026-11-23&days=7'];
    const newPlan = { personId: await addPerson(a, user.auth), eventDate: '2026-12-01', eventTimeSlot: 'noon' };
    const planThroughB = () => b.inject({ method: 'POST', url: '/api/v1/events', headers: user.auth, payload: newPlan });
    for (const url of urls) expect((await b.inject({ method: 'GET', url, headers: user.auth })).statusCode).toBe(200);
    expect((await planThroughB()).statusCode).toBe(201);
    expect((await a.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: user.auth })).statusCode).toBe(200);
    // The plan first: a refused read would make B forget the session, and the plan would not be checked in its insert.
    expectError(await planThroughB(), 401, ERROR_CODES.invalidToken);
    expect(await t.database.db.select().from(events).where(eq(events.userId, user.userId))).toHaveLength(1);
    for (const url of urls) expectError(await b.inject({ method: 'GET', url, headers: user.auth }), 401, ERROR_CODES.invalidToken);
  });

  it('a user soft-deleted through A has their sessions refused by B at once', async () => {
    const admin = await signUp(a, { firstName: 'Root' });
    await updateUser(t.database.db, admin.userId, { rights: 'ADMIN' });
    const user = await signUp(a);
    expect((await b.inject({ method: 'GET', url: '/api/v1/auth/me', headers: user.auth })).statusCode).toBe(200);
    expect((await a.inject({ method: 'DELETE', url: `/api/v1/users/${user.userId}`, headers: admin.auth })).statusCode).toBe(200);
    expectError(await b.inject({ method: 'GET', url: '/api/v1/auth/me', headers: user.auth }), 401, ERROR_CODES.invalidToken);
    expectError(await b.inject({ method: 'GET', url: '/api/v1/people', headers: user.auth }), 401, ERROR_CODES.invalidToken);
  });
});

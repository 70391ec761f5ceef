import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@/domain/contract/common';
import { users } from '@/server/db/schema';
import { createTestApp, expectError, signUp, type TestApp } from './support/testApp';
import { addPerson, addRecurringEvent } from './support/network';
import { addPlan } from './support/plans';
import { startFakeGoogle, type FakeGoogle } from '../support/fakeGoogle';
import { startFakePushService, type FakePushService } from '../support/fakePushService';
import { startFakeSmtp, type FakeSmtp } from '../support/fakeSmtp';

/**
 * Walks the API's route table: every route whose path takes a parameter must have a case here, and
 * for each one the owner's resource must stay invisible and untouchable to another user (404 for
 * GET, PUT, POST and DELETE, but for a method the case names public) while the owner can read,
 * change and delete it. Admin routes are forbidden (403) to everyone but an admin. Lists (every GET
 * without a path parameter) never show another user's rows.
 */
let t: TestApp;
let feeds: FakeGoogle;
let push: FakePushService;
let smtp: FakeSmtp;
let routeTable: Record<string, Record<string, unknown>>;
beforeAll(async () => {
  feeds = await startFakeGoogle();
  feeds.feeds.set('weekly.ics', WEEKLY_FEED);
  // Email is on, so that the owner's deliveries are there for another user not to see.
  smtp = await startFakeSmtp();
  t = await createTestApp({ allowPrivateFeeds: true, allowPrivatePush: true, allowPrivateWebhooks: true, notify: { smtpUrl: smtp.url } });
  push = await startFakePushService();
  await t.app.ready();
  routeTable = (t.app.swagger() as { paths: typeof routeTable }).paths;
});
afterAll(async () => {
  await t.close();
  await feeds.close();
  await push.close();
  await smtp.close();
});

/** An ICS feed with an event every week, so that any window holds one. */
const WEEKLY_FEED = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', 'BEGIN:VEVENT', 'UID:weekly@test', 'DTSTAMP:20260101T000000Z',
  'DTSTART:20260105T180000Z', 'DTEND:20260105T190000Z', 'RRULE:FREQ=WEEKLY', 'SUMMARY:Choir', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');

async function addFeed(owner: { auth: { authorization: string } }): Promise<string> {
  const response = await t.app.inject({
    method: 'POST', url: '/api/v1/integrations', headers: owner.auth, payload: { integrationType: 'ICS_FEED', feedUrl: `${feeds.url}/feeds/weekly.ics` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().integrationId as string;
}

type Owner = Awaited<ReturnType<typeof signUp>>;

/** A webhook on a closed port of loopback: nothing is delivered, the routes are what is checked. */
async function addWebhook(owner: Owner): Promise<string> {
  const response = await t.app.inject({
    method: 'POST', url: '/api/v1/webhooks', headers: owner.auth, payload: { url: 'http://127.0.0.1:9/hook', eventTypes: ['person.created'] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().webhookId as string;
}

const CHECKED_METHODS = ['GET', 'PUT', 'POST', 'DELETE'] as const;
type Method = (typeof CHECKED_METHODS)[number];

interface IsolationCase {
  /** Creates the resource as its owner and returns the path parameters that name it. */
  create(owner: Owner): Promise<Record<string, string>>;
  /** A valid body, for a route that has PUT. */
  putBody?: object;
  /** Methods of the path that are public by design, each with its reason; the others are checked. */
  publicMethods?: Partial<Record<Method, string>>;
}

/**
 * Routes that are public by design name their reason instead; admin routes (`admin`) are the
 * resource's owner's 403 and an admin's to read, change and delete.
 */
type Entry = IsolationCase | { exempt: string } | { admin: IsolationCase };

const CASES: Record<string, Entry> = {
  '/api/v1/integrations/{id}': {
    create: async (owner) => ({ id: await addFeed(owner) }),
    putBody: { activeCalendarId: 'feed', activeCalendarName: 'Renamed' },
  },
  '/api/v1/integrations/{id}/calendars': { create: async (owner) => ({ id: await addFeed(owner) }) },
  '/api/v1/integrations/{id}/events': { create: async (owner) => ({ id: await addFeed(owner) }) },
  '/api/v1/externalcalendarevents/{id}': {
    create: async (owner) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/integrations/${await addFeed(owner)}/events`, headers: owner.auth });
      return { id: response.json()[0].id as string };
    },
  },
  '/api/v1/ignorerules/{id}': {
    create: async (owner) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/integrations/ignorerules', headers: owner.auth, payload: { matchPattern: 'Choir' } });
      return { id: response.json().ruleId as string };
    },
  },
  '/ical/{file}': { exempt: 'the secret in the file name is the key: a subscribing calendar has no session (tests/server/integrationsFeeds.test.ts)' },
  '/api/v1/people/{id}': {
    create: async (owner) => ({ id: await addPerson(t.app, owner.auth) }),
    putBody: { personName: 'Renamed' },
  },
  '/api/v1/recurringevents/{id}': {
    create: async (owner) => ({ id: await addRecurringEvent(t.app, owner.auth, { personId: await addPerson(t.app, owner.auth) }) }),
    putBody: { recurringEventName: 'Renamed' },
  },
  '/api/v1/events/{id}': {
    create: async (owner) => {
      const personId = await addPerson(t.app, owner.auth);
      const response = await t.app.inject({
        method: 'POST', url: '/api/v1/events', headers: owner.auth,
        payload: { personId, eventDate: '2026-12-01', eventTimeSlot: 'evening' },
      });
      return { id: response.json().eventId as string };
    },
    putBody: { eventTitle: 'Renamed' },
  },
  '/api/v1/proposedplans/{id}': {
    create: async (owner) => ({ id: (await addPlan(t.app, owner.auth)).proposedPlanId }),
    putBody: { status: 'canceled' },
  },
  '/api/v1/proposedplans/{id}/seen': {
    create: async (owner) => ({ id: (await addPlan(t.app, owner.auth)).proposedPlanId }),
    putBody: {},
  },
  '/api/v1/proposedplans/{id}/reactions': {
    create: async (owner) => ({ id: (await addPlan(t.app, owner.auth)).proposedPlanId }),
    publicMethods: { POST: 'anyone with the link may answer a plan (tests/server/proposedPlans.test.ts)' },
  },
  '/api/v1/proposedplans/{id}/notifications': {
    create: async (owner) => ({ id: (await addPlan(t.app, owner.auth)).proposedPlanId }),
    putBody: { notificationsMuted: true },
  },
  '/api/v1/notifications/{id}/read': {
    create: async (owner) => {
      // An anonymous answer to the owner's plan becomes their notification once the worker has run.
      const { proposedPlanId } = await addPlan(t.app, owner.auth);
      const slots = (await t.app.inject({ method: 'GET', url: `/api/v1/proposedplans/${proposedPlanId}`, headers: owner.auth })).json().proposedPlanTimeSlots;
      const answer = await t.app.inject({ method: 'POST', url: `/api/v1/proposedplans/${proposedPlanId}/reactions`, payload: { reactorName: 'Alan', acceptedTimeSlots: slots } });
      expect(answer.statusCode, answer.body).toBe(201);
      t.clock.advance({ minutes: 3 });
      await t.runWorker();
      const listed = await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: owner.auth });
      return { id: listed.json().notifications[0].notificationId as string };
    },
    putBody: {},
  },
  '/api/v1/unsubscribe/{token}': {
    exempt: 'the signed token in an email is the key: a mail client posts it without a session (tests/server/notificationsDelivery.test.ts)',
  },
  '/api/v1/sharedplans/{shareCode}': { exempt: 'the share code is the key: public by design (tests/server/proposedPlans.test.ts)' },
  '/api/v1/sharedplans/{shareCode}/event.ics': { exempt: 'the confirmed plan for every responder\'s calendar, by share code' },
  '/api/v1/users/{id}': { admin: { create: async (someone) => ({ id: someone.userId }) } },
  '/api/v1/users/{id}/plan': { admin: { create: async (someone) => ({ id: someone.userId }), putBody: { pricingPlan: 'STANDARD' } } },
  '/api/v1/users/{id}/restore': {
    admin: {
      create: async () => {
        const deleted = await signUp(t.app);
        await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.userId));
        return { id: deleted.userId };
      },
    },
  },
  '/api/v1/invitecodes/{code}': {
    exempt: 'any signed-in user may look up a code (the code is the key); it reveals only a name and is rate-limited',
  },
  '/api/v1/pushsubscriptions/{id}': {
    create: async (owner) => {
      const response = await t.app.inject({
        method: 'POST', url: '/api/v1/notifications/pushsubscriptions', headers: owner.auth, payload: { ...push.subscribe(), deviceName: 'Phone' },
      });
      return { id: response.json().pushSubscriptionId as string };
    },
  },
  '/api/v1/webhooks/{id}': { create: async (owner) => ({ id: await addWebhook(owner) }), putBody: { enabled: true } },
  '/api/v1/webhooks/{id}/deliveries': { create: async (owner) => ({ id: await addWebhook(owner) }) },
  '/api/v1/tokens/{id}': {
    create: async (owner) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/tokens', headers: owner.auth, payload: { name: 'Script', scopes: ['read'] } });
      return { id: response.json().tokenId as string };
    },
  },
  '/api/v1/userconnections/{id}': {
    create: async (owner) => {
      const other = await signUp(t.app);
      const { userInviteCode } = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: other.auth })).json();
      await t.app.inject({ method: 'GET', url: `/api/v1/users/byinvitecode/${userInviteCode}`, headers: owner.auth });
      const response = await t.app.inject({
        method: 'POST', url: '/api/v1/userconnections', headers: owner.auth,
        payload: { userId: other.userId, personId: await addPerson(t.app, owner.auth) },
      });
      return { id: response.json().userConnectionId };
    },
  },
};


describe('the isolation cases', () => {
  it('cover exactly the routes that take a path parameter', () => {
    const withParameter = Object.keys(routeTable).filter((path) => path.includes('{'));
    expect(withParameter.filter((path) => !(path in CASES)), 'routes without an isolation case').toEqual([]);
    expect(Object.keys(CASES).filter((path) => !(path in routeTable)), 'cases for routes that do not exist').toEqual([]);
  });
});

const urlOf = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? `missing-${name}`));

const methodsOf = (path: string, entry: IsolationCase) => {
  const methods = CHECKED_METHODS.filter((method) => method.toLowerCase() in routeTable[path]! && !entry.publicMethods?.[method]);
  expect(methods.length, `${path} has none of ${CHECKED_METHODS.join(', ')}`).toBeGreaterThan(0);
  if (methods.includes('PUT')) expect(entry.putBody, `${path} needs a putBody`).toBeDefined();
  return methods;
};

const caller = (url: string, entry: IsolationCase) => (method: Method, who: Owner): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url, headers: who.auth, ...(method === 'PUT' ? { payload: entry.putBody } : {}) });

async function expectOwnerCanUseAll(path: string, methods: readonly string[], call: ReturnType<typeof caller>, owner: Owner) {
  for (const method of methods) {
    const response = await call(method as Method, owner);
    expect(response.statusCode, `${method} ${path} by the owner: ${response.body}`).toBe(200);
  }
}

async function makeAdmin(account: Owner) {
  await t.database.db.update(users).set({ rights: 'ADMIN' }).where(eq(users.id, account.userId));
}

const checked = Object.entries(CASES).filter((pair): pair is [string, Exclude<Entry, { exempt: string }>] => !('exempt' in pair[1]));

describe.each(checked)('%s', (path, entry) => {

  if ('admin' in entry) {
    it('is forbidden to anyone but an admin, and the admin\'s to read, change and delete', async () => {
      const methods = methodsOf(path, entry.admin);
      const user = await signUp(t.app);
      const admin = await signUp(t.app);
      await makeAdmin(admin);
      const call = caller(urlOf(path, await entry.admin.create(user)), entry.admin);
      for (const method of methods) expectError(await call(method, user), 403, ERROR_CODES.forbidden);
      await expectOwnerCanUseAll(path, methods, call, admin);
    });
    return;
  }

  it("is another user's 404 and the owner's to read, change and delete", async () => {
    const methods = methodsOf(path, entry);
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const call = caller(urlOf(path, await entry.create(owner)), entry);

    const hasGet = methods.includes('GET');
    const before = hasGet ? (await call('GET', owner)).body : undefined;
    for (const method of methods) expectError(await call(method, intruder), 404, ERROR_CODES.notFound);
    if (hasGet) {
      const after = await call('GET', owner);
      expect(after.statusCode, after.body).toBe(200);
      expect(after.body, 'the intruder changed the resource').toBe(before);
    }
    await expectOwnerCanUseAll(path, methods, call, owner);
    if (hasGet && methods.includes('DELETE')) expectError(await call('GET', owner), 404, ERROR_CODES.notFound);
  });
});

interface QueryParameter { name: string; in: string; required?: boolean; schema?: { type?: string; format?: string; enum?: unknown[]; minimum?: number } }

/** A plausible value for a required query parameter, so that a list route answers its rows. */
function plausible(parameter: QueryParameter): string {
  const schema = parameter.schema ?? {};
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.format === 'date') return '2026-11-01';
  if (schema.type === 'integer' || schema.type === 'number') return String(Math.max(schema.minimum ?? 1, 1));
  return 'a';
}

describe('every list', () => {
  it("shows none of another user's rows", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const secrets = [owner.userId, owner.email];
    for (const entry of Object.values(CASES)) {
      if (!('exempt' in entry)) secrets.push(...Object.values(await ('admin' in entry ? entry.admin : entry).create(owner)));
    }
    const lists = Object.entries(routeTable).filter(([path, methods]) => !path.includes('{') && 'get' in methods);
    expect(lists.length).toBeGreaterThan(2);
    for (const [path, methods] of lists) {
      const parameters = ((methods.get as { parameters?: QueryParameter[] }).parameters ?? []).filter((p) => p.in === 'query' && p.required);
      const query = parameters.map((p) => `${p.name}=${encodeURIComponent(plausible(p))}`).join('&');
      const response = await t.app.inject({ method: 'GET', url: query ? `${path}?${query}` : path, headers: intruder.auth });
      // A provider's route may answer 502: the tests' providers are unreachable on purpose.
      expect(response.statusCode === 502 || response.statusCode < 500, `GET ${path}: ${response.body}`).toBe(true);
      for (const secret of secrets) expect(response.body, `GET ${path} shows the owner's ${secret}`).not.toContain(secret);
    }
  });
});

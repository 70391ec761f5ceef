import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@/domain/contract/common';
import { createTestApp, expectError, signUp, type TestApp } from './support/testApp';
import { addPerson, addRecurringEvent } from './support/network';
import { addPlan } from './support/plans';
import { updateUser } from '@/server/repositories/users';

/**
 * Walks the API's route table: every route whose path takes a parameter must have a case here, and
 * for each one the owner's resource must stay invisible and untouchable to another user (404 for
 * GET, PUT and DELETE) while the owner can read, change and delete it.
 */
let t: TestApp;
let routeTable: Record<string, Record<string, unknown>>;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  routeTable = (t.app.swagger() as { paths: typeof routeTable }).paths;
});
afterAll(async () => { await t.close(); });

type Owner = Awaited<ReturnType<typeof signUp>>;

interface IsolationCase {
  /** Creates the resource as its owner and returns the path parameters that name it. */
  create(owner: Owner): Promise<Record<string, string>>;
  /** A valid body, for a route that has PUT. */
  putBody?: object;
}

/**
 * Admin routes (`admin: true`): every method is 403 for a user without ADMIN rights, and the
 * admin's to call. `create` gets an ordinary user and names what the admin acts on.
 */
interface AdminCase extends IsolationCase {
  admin: true;
}

/** Routes that are public by design name their reason instead. */
type Entry = IsolationCase | AdminCase | { exempt: string };

const CASES: Record<string, Entry> = {
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
  '/api/v1/proposedplans/{id}/reactions': { exempt: 'anyone with the link may answer a plan (tests/server/proposedPlans.test.ts)' },
  '/api/v1/proposedplans/bycode/{shareCode}': { exempt: 'the share code is the key: public by design (tests/server/proposedPlans.test.ts)' },
  '/api/v1/proposedplans/bycode/{shareCode}/event.ics': { exempt: 'the confirmed plan for every responder\'s calendar, by share code' },
  '/api/v1/users/{id}': { admin: true, create: async (someone) => ({ id: someone.userId }) },
  '/api/v1/users/{id}/plan': { admin: true, create: async (someone) => ({ id: someone.userId }), putBody: { pricingPlan: 'STANDARD' } },
  '/api/v1/users/byinvitecode/{code}': {
    exempt: 'any signed-in user may look up a code (the code is the key); it reveals only a name and is rate-limited',
  },
  '/api/v1/userconnections/{id}': {
    create: async (owner) => {
      const other = await signUp(t.app);
      const response = await t.app.inject({
        method: 'POST', url: '/api/v1/userconnections', headers: owner.auth,
        payload: { userId: other.userId, personId: await addPerson(t.app, owner.auth) },
      });
      return { id: response.json().userConnectionId };
    },
  },
};

const CHECKED_METHODS = ['GET', 'PUT', 'DELETE'] as const;

describe('the isolation cases', () => {
  it('cover exactly the routes that take a path parameter', () => {
    const withParameter = Object.keys(routeTable).filter((path) => path.includes('{'));
    expect(withParameter.filter((path) => !(path in CASES)), 'routes without an isolation case').toEqual([]);
    expect(Object.keys(CASES).filter((path) => !(path in routeTable)), 'cases for routes that do not exist').toEqual([]);
  });
});

const ownerCases = Object.entries(CASES)
  .filter((pair): pair is [string, IsolationCase] => !('exempt' in pair[1]) && !('admin' in pair[1]));

describe.each(ownerCases)('%s', (path, entry) => {

  it("is another user's 404 and the owner's to read, change and delete", async () => {
    const methods = CHECKED_METHODS.filter((method) => method.toLowerCase() in routeTable[path]!);
    expect(methods.length, `${path} has none of ${CHECKED_METHODS.join(', ')}`).toBeGreaterThan(0);
    if (methods.includes('PUT')) expect(entry.putBody, `${path} needs a putBody`).toBeDefined();

    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const params = await entry.create(owner);
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? `missing-${name}`));
    const call = (method: (typeof CHECKED_METHODS)[number], who: Owner): Promise<LightMyRequestResponse> =>
      t.app.inject({ method, url, headers: who.auth, ...(method === 'PUT' ? { payload: entry.putBody } : {}) });

    const hasGet = methods.includes('GET');
    const before = hasGet ? (await call('GET', owner)).body : undefined;
    for (const method of methods) expectError(await call(method, intruder), 404, ERROR_CODES.notFound);
    if (hasGet) {
      const after = await call('GET', owner);
      expect(after.statusCode, after.body).toBe(200);
      expect(after.body, 'the intruder changed the resource').toBe(before);
    }
    for (const method of methods) {
      const response = await call(method, owner);
      expect(response.statusCode, `${method} ${path} by the owner: ${response.body}`).toBe(200);
    }
    if (hasGet && methods.includes('DELETE')) expectError(await call('GET', owner), 404, ERROR_CODES.notFound);
  });
});

const adminCases = Object.entries(CASES).filter((pair): pair is [string, AdminCase] => 'admin' in pair[1]);

describe.each(adminCases)('%s (admin)', (path, adminCase) => {
  it('is 403 for a user without ADMIN rights and the admin\'s to call', async () => {
    const methods = CHECKED_METHODS.filter((method) => method.toLowerCase() in routeTable[path]!);
    expect(methods.length, `${path} has none of ${CHECKED_METHODS.join(', ')}`).toBeGreaterThan(0);
    const admin = await signUp(t.app);
    await updateUser(t.database.db, admin.userId, { rights: 'ADMIN' });
    const someone = await signUp(t.app);
    const params = await adminCase.create(someone);
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? `missing-${name}`));
    const call = (method: (typeof CHECKED_METHODS)[number], who: Owner) =>
      t.app.inject({ method, url, headers: who.auth, ...(method === 'PUT' ? { payload: adminCase.putBody } : {}) });
    for (const method of methods) {
      expectError(await call(method, someone), 403, ERROR_CODES.forbidden);
      const response = await call(method, admin);
      expect(response.statusCode, `${method} ${path} by the admin: ${response.body}`).toBe(200);
    }
  });
});

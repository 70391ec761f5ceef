import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { Temporal } from 'temporal-polyfill';
import { expect } from 'vitest';
import type { z } from 'zod';
import { buildApp } from '@/server/app';
import type { Config, NotifyConfig } from '@/server/config';
import { type Database, type Db, drizzleOver } from '@/server/db/client';
import { errorBody } from '@/domain/contract/common';
import { openTestDatabase } from './testDatabase';

/** A clock the test moves by hand. */
export class TestClock {
  constructor(public now = Temporal.Instant.from('2026-11-22T10:00:00Z')) {}
  readonly read = () => this.now;
  advance(duration: Temporal.DurationLike) {
    this.now = this.now.add(duration);
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  /** How many SQL statements the app has sent so far. */
  queries: { count: number };
  /** One run of the app's notification worker at the test clock's time (it never runs by itself in tests). */
  runWorker(app?: FastifyInstance): ReturnType<FastifyInstance['notifications']['runOnce']>;
  /** Another app on the same database and clock, as a second server or a restarted one would be; closed with this one. */
  another(config?: TestConfig): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export type TestConfig = Partial<Omit<Config, 'notify'>> & { notify?: Partial<NotifyConfig> };

/** The app's database handle over the same connection, counting every statement it sends. */
function countingDb(database: Database, queries: { count: number }): Db {
  const logger = { logQuery: () => { queries.count++; } };
  // Both databases are spoken to through node-postgres (src/server/db/client.ts).
  const client = (database.db as unknown as { $client: pg.Pool }).$client;
  return drizzleOver(client, logger);
}

/** Outside providers are never called from tests: a test that needs one starts a fake on loopback. */
const UNREACHABLE_PROVIDER = 'http://127.0.0.1:9';

export async function createTestApp(config: TestConfig = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const clock = new TestClock();
  const queries = { count: 0 };
  // Every test user registers from one address; the rate-limit test sets its own limits.
  const rateLimits = { failedLoginsPerAccountPerHour: 100, loginsPerIpPerHour: 100_000, registrationsPerIpPerHour: 100_000, inviteLookupsPerUserPerHour: 100_000, failedBearerTokensPerIpPerHour: 100_000 };
  const build = (own: TestConfig) => buildApp({
    db: countingDb(database, queries),
    clock: clock.read,
    config: {
      staticDir: '/nonexistent', rateLimits, weatherApiUrl: UNREACHABLE_PROVIDER, checkResponses: true, ...own,
      // No email unless a test points SMTP_URL at a fake; the worker runs only when a test says so.
      notify: { smtpUrl: undefined, mailFrom: undefined, batchSeconds: 120, leaseSeconds: 120, ...own.notify, pollSeconds: 0 },
    },
  });
  const app = await build(config);
  const others: FastifyInstance[] = [];
  return {
    app,
    database,
    clock,
    queries,
    runWorker: (which = app) => which.notifications.runOnce(clock.now),
    another: async (own = config) => {
      const other = await build(own);
      others.push(other);
      return other;
    },
    close: async () => {
      for (const other of others) await other.close();
      await app.close();
      await database.close();
    },
  };
}

/**
 * The statements a request spends on its session once the session has been seen: one on
 * PostgreSQL, none on PGlite, which keeps live sessions in memory (src/server/auth/sessionCache.ts).
 * Read off the second of two `GET /auth/me`, which runs nothing else.
 */
export async function sessionStatements(t: TestApp, auth: { authorization: string }) {
  await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: auth });
  const before = t.queries.count;
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return t.queries.count - before;
}

/** A request of a test: a GET of the url, or a write of the payload (answered 201). */
export type TestRequest = string | { method: 'POST'; url: string; payload: object };

export const injectAs = (t: TestApp, auth: { authorization: string }, request: TestRequest) =>
  t.app.inject(typeof request === 'string' ? { method: 'GET', url: request, headers: auth } : { ...request, headers: auth });

/**
 * The statements of a request to a route that checks its session in its own statement
 * (`checksSession`, src/server/auth/sessionCheck.ts), once the session has been seen: the route's
 * alone on both databases.
 */
export async function statementsOnceSeen(t: TestApp, auth: { authorization: string }, request: TestRequest) {
  await sessionStatements(t, auth);
  const before = t.queries.count;
  const response = await injectAs(t, auth, request);
  expect(response.statusCode, response.body).toBe(typeof request === 'string' ? 200 : 201);
  return t.queries.count - before;
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}${++counter}.${Date.now()}@example.com`;
export const GOOD_PASSWORD = 'correct horse battery staple';

export async function register(app: FastifyInstance, overrides: Record<string, unknown> = {}, remoteAddress?: string) {
  const body = {
    inviteCode: '16',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: uniqueEmail(),
    password: GOOD_PASSWORD,
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body, remoteAddress });
  expect(response.statusCode, response.body).toBe(201);
  return { ...body, userId: response.json().userId as string };
}

/** Registers a user and logs in; `auth` is the header for further calls. */
export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const account = await register(app, overrides);
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: account.email, password: account.password },
  });
  expect(login.statusCode, login.body).toBe(200);
  const token = login.json().token as string;
  return { ...account, token, auth: { authorization: `Bearer ${token}` } };
}

/** Asserts the response is the error envelope with this status and code. */
export function expectError(response: LightMyRequestResponse, status: number, errorCode: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = errorBody.parse(response.json());
  expect(body.errorCode).toBe(errorCode);
  return body;
}

export function parseBody<T extends z.ZodType>(schema: T, response: LightMyRequestResponse, status = 200): z.infer<T> {
  expect(response.statusCode, response.body).toBe(status);
  return schema.parse(response.json());
}

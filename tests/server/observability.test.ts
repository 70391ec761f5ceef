import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { type Database, openPostgres, startPglite } from '@/server/db/client';
import { insertIntegration } from '@/server/repositories/integrations';
import { newPostgresDatabase } from './support/testDatabase';
import { createTestApp, expectError, signUp, type TestApp } from './support/testApp';
import { answerPlan, proposePlan } from './support/notify';
import { type FakeSmtp, startFakeSmtp } from '../support/fakeSmtp';

const onPostgres = process.env.TEST_DB === 'postgres';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let smtp: FakeSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ notify: { smtpUrl: smtp.url, batchSeconds: 0 } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The value of one series in Prometheus's text, or undefined when it is not there. */
const seriesValue = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('counts requests and their time by route pattern and status, with the pool, the outbox, deliveries and the process', async () => {
    const owner = await signUp(t.app);
    const someId = '3f0e2a4c-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
    await t.app.inject({ method: 'GET', url: `/api/v1/people/${someId}`, headers: owner.auth });
    const plan = await proposePlan(t.app, owner, { title: 'Counted' });
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Alan' });

    const before = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(before.body).not.toContain(someId);
    expect(seriesValue(before.body, 'funplans_http_requests_total{method="GET",route="/api/v1/people/:id",status="404"}')).toBe(1);
    expect(seriesValue(before.body, 'funplans_http_request_duration_seconds_count{method="GET",route="/api/v1/people/:id",status="404"}')).toBe(1);
    expect(seriesValue(before.body, 'funplans_outbox_jobs_due')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(before.body, 'funplans_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(before.body, 'funplans_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(before.body, 'funplans_db_pool_waiting')).toBe(0);
    expect(seriesValue(before.body, 'funplans_db_query_duration_seconds_count{kind="statement"}')).toBeGreaterThan(0);
    expect(seriesValue(before.body, 'funplans_db_query_duration_seconds_count{kind="transaction"}')).toBeGreaterThan(0);
    expect(seriesValue(before.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(seriesValue(before.body, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(seriesValue(before.body, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);

    await t.runWorker();
    const after = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(seriesValue(after, 'funplans_notification_deliveries_total{channel="email",outcome="sent"}')).toBe(1);
    expect(seriesValue(after, 'funplans_outbox_jobs_due')).toBe(0);
    expect(seriesValue(after, 'funplans_outbox_deliveries_pending{channel="email"}')).toBe(0);
    expect(seriesValue(after, 'funplans_http_requests_total{method="GET",route="/metrics",status="200"}')).toBe(1);
  });

  it('without METRICS_TOKEN, refuses (403) a client off this machine, and one a proxy forwarded', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' }), 403, 'FORBIDDEN');
    const behindProxy = await t.another({ trustProxy: 1 });
    expect((await behindProxy.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
    const forwarded = await behindProxy.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expectError(forwarded, 403, 'FORBIDDEN');
    // Even a proxy that says its client is local: the request came through a proxy.
    expectError(await behindProxy.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '127.0.0.1' } }), 403, 'FORBIDDEN');
  });

  it('with METRICS_TOKEN, wants it as a bearer token (401 otherwise), from anywhere', async () => {
    const guarded = await t.another({ metricsToken: 'scrape-me-0123456789' });
    expectError(await guarded.inject({ method: 'GET', url: '/metrics' }), 401, 'INVALID_TOKEN');
    expectError(await guarded.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } }), 401, 'INVALID_TOKEN');
    const scraped = await guarded.inject({
      method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer scrape-me-0123456789' },
    });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toContain('funplans_http_requests_total');
  });
});

/** A database of this run's kind with no migration applied yet. */
async function emptyDatabase(): Promise<Database> {
  return onPostgres ? newPostgresDatabase('funplans_empty') : startPglite({});
}

/** A database that cannot be reached: PostgreSQL on a port nobody listens on, or a PGlite that was closed. */
async function unreachableDatabase(): Promise<Database> {
  if (onPostgres) return openPostgres('postgres://postgres@127.0.0.1:9/nowhere', () => undefined);
  const database = await startPglite({});
  await database.close();
  return { ...database, close: async () => undefined };
}

describe('GET /api/v1/health/ready', () => {
  it('answers 200 on a migrated database, 503 until the migrations are applied', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' })).json()).toEqual({ status: 'ready' });
    const database = await emptyDatabase();
    const app = await buildApp({ db: database.db, config: { staticDir: '/nonexistent' } });
    try {
      const before = expectError(await app.inject({ method: 'GET', url: '/api/v1/health/ready' }), 503, 'SERVICE_UNAVAILABLE');
      expect(before.errorMessage).toBe('The database is not migrated yet');
      await database.migrate();
      expect((await app.inject({ method: 'GET', url: '/api/v1/health/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers 503 while the database cannot be reached; liveness stays /api/v1/health', async () => {
    const database = await unreachableDatabase();
    const app = await buildApp({ db: database.db, config: { staticDir: '/nonexistent' } });
    try {
      const down = expectError(await app.inject({ method: 'GET', url: '/api/v1/health/ready' }), 503, 'SERVICE_UNAVAILABLE');
      expect(down.errorMessage).toBe('The database cannot be reached');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('the request id', () => {
  it('is new for each request unless a trusted proxy sent a short safe one, and comes back as X-Request-Id', async () => {
    const direct = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-request-id': 'chosen-by-client' } });
    expect(direct.headers['x-request-id']).toMatch(UUID);
    const other = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(other.headers['x-request-id']).toMatch(UUID);
    expect(other.headers['x-request-id']).not.toBe(direct.headers['x-request-id']);

    const proxied = await t.another({ trustProxy: ['10.0.0.0/8'] });
    const fromProxy = (id: string, remoteAddress = '10.1.2.3') =>
      proxied.inject({ method: 'GET', url: '/api/v1/nope', remoteAddress, headers: { 'x-request-id': id } });
    const kept = await fromProxy('4f1c0d9e8b7a65432100fedcba987654');
    expect(kept.headers['x-request-id']).toBe('4f1c0d9e8b7a65432100fedcba987654');
    expectError(kept, 404, 'NOT_FOUND');
    expect((await fromProxy('4f1c0d9e8b7a65432100fedcba987654', '192.0.2.7')).headers['x-request-id']).toMatch(UUID);
    expect((await fromProxy('has spaces; and <html>')).headers['x-request-id']).toMatch(UUID);
    expect((await fromProxy('x'.repeat(65))).headers['x-request-id']).toMatch(UUID);
  });

  it('is on every log line of the request, the calendar reader\'s warning included', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const app = await buildApp({ db: t.app.db, config: { staticDir: '/nonexistent' }, logger: { level: 'info', stream } });
    try {
      const user = await signUp(app);
      // A Google calendar whose grant is gone: reading it fails, the window says so and the reader warns.
      await insertIntegration(t.app.db, user.userId, { integrationType: 'GOOGLE_CALENDAR', integrationStatus: 'VERIFIED', activeCalendarId: 'primary' });
      lines.length = 0;
      const response = await app.inject({ method: 'GET', url: '/api/v1/eventswithintegration?startDate=2026-11-23&days=7', headers: user.auth });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().meta.externalCalendarStatus).toBe('CONNECTED_BUT_FETCHING_FAILED');
      const id = response.headers['x-request-id'];
      expect(id).toMatch(UUID);
      expect(lines.map((line) => [line.msg, line.reqId])).toEqual([['the external calendar could not be read', id], ['request completed', id]]);
    } finally {
      await app.close();
    }
  });
});

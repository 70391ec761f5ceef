import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { person } from '@/domain/contract/people';
import { events, people } from '@/server/db/schema';
import { notificationWorker } from '@/server/notifications/worker';
import { createTestApp, parseBody, sessionStatements, signUp, type TestApp } from './support/testApp';
import { addPerson } from './support/network';
import { answerPlan, inApp, proposePlan } from './support/notify';

const rowsOf = async <T>(result: Promise<unknown>) => ((await result) as { rows: T[] }).rows;

// Only PostgreSQL has connections to cut; PGlite runs in the process.
describe.runIf(process.env.TEST_DB === 'postgres')('after PostgreSQL cut every connection of the app (pg_terminate_backend)', () => {
  let t: TestApp;
  let admin: pg.Client;
  let name: string;
  /** Terminates every backend of the app's database but the caller's, as an operator or a failover would. */
  const cutAll = async () => {
    const [row] = await rowsOf<{ cut: number }>(admin.query(
      'select count(pg_terminate_backend(pid))::int as cut from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]));
    return row!.cut;
  };
  /** Several requests at once, so the pool holds several connections to be cut. */
  const busy = (auth: { authorization: string }) =>
    Promise.all(Array.from({ length: 4 }, () => t.app.inject({ method: 'GET', url: '/api/v1/people', headers: auth })));

  beforeAll(async () => {
    t = await createTestApp({ notify: { batchSeconds: 0 } });
    [{ name }] = await rowsOf<{ name: string }>(t.database.db.execute(sql`select current_database() as name`)) as [{ name: string }];
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`alter database ${name} allow_connections true`);
    await admin.end();
    await t.close();
  });

  it('answers the GET right after the cut (read again on a new connection), and takes a write after it', async () => {
    const user = await signUp(t.app);
    await addPerson(t.app, user.auth, { personName: 'Before the cut' });
    for (let round = 0; round < 3; round++) {
      await busy(user.auth);
      expect(await cutAll()).toBeGreaterThan(0);
      const listed = await t.app.inject({ method: 'GET', url: '/api/v1/people', headers: user.auth });
      expect(listed.statusCode, `round ${round}: ${listed.body}`).toBe(200);
    }
    await addPerson(t.app, user.auth, { personName: 'After the cut' });
    const names = parseBody(z.array(person), await t.app.inject({ method: 'GET', url: '/api/v1/people', headers: user.auth })).map((p) => p.personName);
    expect(names.sort()).toEqual(['After the cut', 'Before the cut']);
  });

  it('begins again, once, a transaction whose connection was lost before it began', async () => {
    const user = await signUp(t.app);
    for (let round = 0; round < 3; round++) {
      await busy(user.auth);
      await cutAll();
      await t.app.db.transaction((tx) => tx.insert(people).values({ userId: user.userId, personName: `Round ${round}`, meetFrequency: 'monthly' }));
    }
    const rows = await t.app.db.select({ personName: people.personName }).from(people).where(sql`${people.userId} = ${user.userId}`);
    expect(rows.map((row) => row.personName).sort()).toEqual(['Round 0', 'Round 1', 'Round 2']);
  });

  /**
   * Cuts every connection of the app while `running` runs a statement like `statement` in PostgreSQL
   * (one that sleeps), and gives what it comes to.
   */
  const cutWhileRunning = async <T>(work: PromiseLike<T>, statement = '%pg_sleep%') => {
    // A drizzle query starts only once something waits for it.
    const running = Promise.resolve(work);
    await vi.waitFor(async () => {
      const [row] = await rowsOf<{ sleeping: number }>(admin.query(
        "select count(*)::int as sleeping from pg_stat_activity where datname = $1 and state = 'active' and query like $2 and pid <> pg_backend_pid()", [name, statement]));
      expect(row!.sleeping).toBe(1);
    });
    await cutAll();
    return running;
  };

  it('runs again, once, a transaction whose connection was cut before its COMMIT, without taking the server down', async () => {
    const user = await signUp(t.app);
    // The transaction's client is checked out of the pool when its connection goes: node-postgres
    // then emits 'error' on that client, which ends the process unless something listens.
    const crashes: unknown[] = [];
    const onUncaught = (error: unknown) => crashes.push(error);
    process.prependListener('uncaughtException', onUncaught);
    let runs = 0;
    try {
      await cutWhileRunning(t.app.db.transaction(async (tx) => {
        runs++;
        await tx.insert(people).values({ userId: user.userId, personName: 'Kept once', meetFrequency: 'monthly' });
        if (runs === 1) await tx.execute(sql`select pg_sleep(5)`);
      }));
    } finally {
      process.removeListener('uncaughtException', onUncaught);
    }
    expect(crashes).toEqual([]);
    expect(runs).toBe(2);
    const names = parseBody(z.array(person), await t.app.inject({ method: 'GET', url: '/api/v1/people', headers: user.auth })).map((p) => p.personName);
    expect(names).toEqual(['Kept once']);
  });

  it('runs again, once, a transaction whose connection was cut after its last statement, before its COMMIT was sent', async () => {
    const user = await signUp(t.app);
    let runs = 0;
    await t.app.db.transaction(async (tx) => {
      runs++;
      await tx.insert(people).values({ userId: user.userId, personName: 'Committed once', meetFrequency: 'monthly' });
      if (runs > 1) return;
      // The termination reaches the idle client between the statement and the COMMIT, which node-postgres then refuses to send.
      await cutAll();
      await vi.waitFor(async () => expect((await rowsOf(admin.query(
        'select 1 from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]))).length).toBe(0));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(runs).toBe(2);
    const names = parseBody(z.array(person), await t.app.inject({ method: 'GET', url: '/api/v1/people', headers: user.auth })).map((p) => p.personName);
    expect(names).toEqual(['Committed once']);
  });

  it('runs again, once, a transaction whose COMMIT PostgreSQL ended before it committed, though the ROLLBACK after it fails too', async () => {
    const user = await signUp(t.app);
    let runs = 0;
    await cutWhileRunning(t.app.db.transaction(async (tx) => {
      runs++;
      await tx.insert(people).values({ userId: user.userId, personName: 'Committed once', meetFrequency: 'monthly' });
      if (runs > 1) return;
      // A deferred trigger sleeps inside the COMMIT, before anything is committed: the cut meets it there.
      await tx.execute(sql.raw('create function pg_temp.sleep_at_commit() returns trigger language plpgsql as $$ begin perform pg_sleep(5); return null; end $$'));
      await tx.execute(sql`create temp table commit_gate (id int)`);
      await tx.execute(sql`create constraint trigger sleep_at_commit after insert on commit_gate deferrable initially deferred for each row execute function pg_temp.sleep_at_commit()`);
      await tx.execute(sql`insert into commit_gate values (1)`);
    }), 'commit');
    expect(runs).toBe(2);
    const names = parseBody(z.array(person), await t.app.inject({ method: 'GET', url: '/api/v1/people', headers: user.auth })).map((p) => p.personName);
    expect(names).toEqual(['Committed once']);
  });

  it('runs again, once, a write that PostgreSQL ended before its commit', async () => {
    const user = await signUp(t.app);
    // The first run is cut while it sleeps; the second sleeps too, uncut.
    const rows = await rowsOf(cutWhileRunning(t.app.db.execute(sql`
      insert into people (user_id, person_name, meet_frequency) select ${user.userId}, 'Written once', 'monthly' from pg_sleep(2)
      returning person_name`)));
    expect(rows).toEqual([{ person_name: 'Written once' }]);
    const names = parseBody(z.array(person), await t.app.inject({ method: 'GET', url: '/api/v1/people', headers: user.auth })).map((p) => p.personName);
    expect(names).toEqual(['Written once']);
  });

  /** The app's pool client connected to the backend `pid` (node-postgres keeps its clients in `_clients`, unexported). */
  type PoolClient = pg.Client & { processID: number; connection: { stream: { destroy(): void } } };
  const clientOfBackend = (pid: number) =>
    (t.database.db as unknown as { $client: { _clients: PoolClient[] } }).$client._clients.find((client) => client.processID === pid)!;

  it('never adds twice the new plans of a shared statement whose connection closed without an answer', async () => {
    const users = [];
    for (const personName of ['Ada', 'Grace']) {
      const user = await signUp(t.app);
      users.push({ ...user, personId: await addPerson(t.app, user.auth, { personName }) });
      await sessionStatements(t, user.auth);
    }
    // The people's rows locked, the plans' statement waits in PostgreSQL for its foreign-key check.
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const locker = new pg.Client({ connectionString: url.toString() });
    await locker.connect();
    await locker.query('begin');
    await locker.query('select 1 from people where id = any($1) for update', [users.map((user) => user.personId)]);
    const answers = Promise.all(users.map((user) => t.app.inject({
      method: 'POST', url: '/api/v1/events', headers: user.auth, payload: { personId: user.personId, eventDate: '2026-12-24', eventTimeSlot: 'evening' },
    })));
    let waiting = 0;
    await vi.waitFor(async () => {
      const [row] = await rowsOf<{ pid: number }>(admin.query(
        "select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and query like '%json_to_recordset%'", [name]));
      waiting = row!.pid;
    });
    // Its socket closes on the server's side: whether PostgreSQL commits it cannot be known.
    clientOfBackend(waiting).connection.stream.destroy();
    await locker.query('commit');
    await locker.end();
    const statuses = (await answers).map((response) => response.statusCode);
    await vi.waitFor(async () => expect(await rowsOf(admin.query(
      "select 1 from pg_stat_activity where datname = $1 and state = 'active' and pid <> pg_backend_pid()", [name]))).toEqual([]));

    expect(statuses.every((status) => status >= 500), String(statuses)).toBe(true);
    const added = await t.database.db.select({ userId: events.userId }).from(events).where(inArray(events.userId, users.map((user) => user.userId)));
    const counts = users.map((user) => added.filter((row) => row.userId === user.userId).length);
    // The statement went on once the lock was gone and committed, or not; nothing ran it again.
    expect(counts.every((count) => count <= 1), String(counts)).toBe(true);
  });

  it('keeps the notification worker polling through a database it cannot reach, and catches up after', async () => {
    const owner = await signUp(t.app);
    const plan = await proposePlan(t.app, owner, { title: 'Through the cut' });
    await answerPlan(t.app, plan.proposedPlanId, { reactorName: 'Alan' });
    const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
    const { db, clock, notificationChannels: channels, secrets } = t.app;
    const worker = notificationWorker({ db, clock, channels, secrets, log, baseUrl: 'https://funplans.test', pollSeconds: 1, allowPrivateWebhooks: false, onDelivery: () => undefined });
    await admin.query(`alter database ${name} allow_connections false`);
    await cutAll();
    try {
      worker.start();
      await vi.waitFor(() => expect(log.error).toHaveBeenCalledTimes(2), { timeout: 10_000, interval: 100 });
      await admin.query(`alter database ${name} allow_connections true`);
      await vi.waitFor(async () => expect((await inApp(t.app, owner.auth)).length).toBe(1), { timeout: 10_000, interval: 200 });
    } finally {
      await worker.stop();
    }
  });
});

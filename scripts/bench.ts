/**
 * `npm run bench -- [--users N --people P --events E] [--duration S] [--rounds R] [--connections C] [--profile]`:
 * seeds the data set (scripts/seed/dataset.ts) into a fresh PGlite data dir and, when DATABASE_URL
 * is set, into a fresh PostgreSQL database beside it; starts the real server on each and measures
 * it with autocannon against floors served from memory by a bare Fastify (scripts/bench/floor.ts),
 * then loads Home as the heavy user in Chromium (scripts/bench/homeInBrowser.ts; skipped without one).
 * Writes the tables, the query plans and the machine into docs/PERFORMANCE.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { type Database, openPostgres, startPglite } from '@/server/db/client';
import { eventsInWindowQuery } from '@/server/repositories/events';
import { listPeopleQuery } from '@/server/repositories/people';
import { countsQuery, twelveMonthsUpTo, yearsQuery } from '@/server/repositories/reports';
import { CONTROL_EMAIL, HEAVY_EMAIL, ordinaryEmail, SEED_PASSWORD, SIZE_OPTIONS, seedDataset, sizeFrom } from './seed/dataset';
import type { FloorPayload } from './bench/floor';
import { type Measurement, type Result, type Run, writeReport } from './bench/report';
import { browserMissing, measureHome } from './bench/homeInBrowser';
import { median } from './bench/median';
import { buildBrowserApp } from './browserApp';

const { values } = parseArgs({
  options: { ...SIZE_OPTIONS, duration: { type: 'string' }, rounds: { type: 'string' }, connections: { type: 'string' }, profile: { type: 'boolean' } },
});
const size = sizeFrom(values);
const duration = Number(values.duration ?? 2);
/**
 * Each route and its floor are measured in turn this many times, the order swapped each round, and
 * read by their median: on these hosts one build's figures moved by a quarter within minutes, and the
 * route and its floor measured side by side drift together (docs/PERFORMANCE.md).
 */
const rounds = Number(values.rounds ?? 3);
const connections = Number(values.connections ?? 10);
/** What a browser sends: the answers go out compressed, as they would to a user. */
const ACCEPT_ENCODING = 'br, gzip';
const API = '/api/v1';
const profileDir = values.profile ? fs.mkdtempSync(path.join(os.tmpdir(), 'funplans-profile-')) : undefined;
/** Why Home is not loaded in a browser, if it is not. */
const noBrowser = browserMissing();
/** The browser app, built once for every database's server when there is a browser to load it. */
const staticDir = noBrowser ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'funplans-bench-app-'));

const freePort = () => new Promise<number>((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as net.AddressInfo;
    server.close(() => resolve(port));
  });
});

function startProcess(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (code && !signal) console.error(`${args.at(-1)} stopped with ${code}`);
  });
  return child;
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

const stop = (child: ChildProcess) => new Promise<void>((resolve) => {
  child.once('exit', () => resolve());
  child.kill('SIGTERM');
});

interface MeasureInit {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
}

/**
 * Each target is warmed for this long before it is measured, the floor as the route, so a figure is
 * the target's own: not the optimizing compiler still at work on it, nor the collection of garbage
 * that the target measured before it left (a heavy report's megabytes).
 */
const WARMUP_SECONDS = 1;

function autocannonOptions(url: string, init: MeasureInit) {
  return {
    url, connections: init.connections ?? connections, method: init.method ?? 'GET', body: init.body,
    headers: { 'accept-encoding': ACCEPT_ENCODING, ...init.headers },
  };
}

async function measureOnce(options: ReturnType<typeof autocannonOptions>): Promise<Result> {
  const result = await autocannon({ ...options, duration });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) console.error(`${options.url}: ${failed} of ${result.requests.total} requests failed`);
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed };
}

async function measure(url: string, init: MeasureInit = {}) {
  const options = autocannonOptions(url, init);
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  return measureOnce(options);
}

/**
 * A route and its floor, each warmed once and then measured `rounds` times in turn: each is read by
 * its median round, and the share by the median of the rounds' shares.
 */
async function measureAgainstFloor(route: { url: string; init: MeasureInit }, floor: { url: string; init: MeasureInit }) {
  const [routeOptions, floorOptions] = [autocannonOptions(route.url, route.init), autocannonOptions(floor.url, floor.init)];
  await autocannon({ ...floorOptions, duration: WARMUP_SECONDS });
  await autocannon({ ...routeOptions, duration: WARMUP_SECONDS });
  const pairs: { result: Result; floor: Result }[] = [];
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      const floorResult = await measureOnce(floorOptions);
      pairs.push({ floor: floorResult, result: await measureOnce(routeOptions) });
    } else {
      const result = await measureOnce(routeOptions);
      pairs.push({ result, floor: await measureOnce(floorOptions) });
    }
  }
  const failed = (key: 'result' | 'floor') => pairs.reduce((sum, pair) => sum + pair[key].failed, 0);
  return {
    result: { ...median(pairs, (pair) => pair.result.requestsPerSecond).result, failed: failed('result') },
    floor: { ...median(pairs, (pair) => pair.floor.requestsPerSecond).floor, failed: failed('floor') },
    share: median(pairs.map((pair) => pair.result.requestsPerSecond / pair.floor.requestsPerSecond), (share) => share),
  };
}

/** Headers the floor repeats; the transport ones are its own. */
const TRANSPORT_HEADERS = new Set(['content-encoding', 'content-length', 'vary', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

interface Route {
  label: string;
  user: string;
  path: string;
  headers: Record<string, string>;
  method?: 'POST';
  body?: string;
}

/** The session token of `email`. */
async function login(base: string, email: string) {
  const response = await fetch(`${base}${API}/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: SEED_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login as ${email} answered ${response.status}`);
  const { token } = await response.json() as { token: string };
  return token;
}

/** The routes to measure, as the heavy user, the control user (Home and the window) and an ordinary user. */
async function routesOf(base: string, shareCode: string): Promise<Route[]> {
  const today = Temporal.Now.plainDateISO('UTC');
  const monday = today.subtract({ days: today.dayOfWeek - 1 });
  const users = [
    { user: 'heavy', email: HEAVY_EMAIL, all: true },
    { user: 'control', email: CONTROL_EMAIL, all: false },
    ...(size.users > 0 ? [{ user: 'ordinary', email: ordinaryEmail(1), all: true }] : []),
  ];
  const routes: Route[] = [];
  for (const { user, email, all } of users) {
    const headers = { authorization: `Bearer ${await login(base, email)}` };
    const people = await (await fetch(`${base}${API}/people`, { headers })).json() as { personId: string }[];
    const personId = people[0]!.personId;
    routes.push(
      { label: 'GET /home', user, path: `${API}/home`, headers },
      { label: 'GET /eventswithintegration?days=35', user, path: `${API}/eventswithintegration?startDate=${monday}&days=35`, headers },
    );
    if (!all) continue;
    routes.push(
      { label: 'GET /people', user, path: `${API}/people`, headers },
      { label: 'GET /people/{id}', user, path: `${API}/people/${personId}`, headers },
      // As the page asks: this year's months (the answer without `year` holds every month ever).
      { label: 'GET /reports', user, path: `${API}/reports?year=${today.year}`, headers },
      {
        label: 'POST /events', user, path: `${API}/events`, method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ personId, eventDate: today.add({ days: 400 }).toString(), eventTimeSlot: 'evening' }),
      },
    );
  }
  routes.push({ label: 'GET /proposedplans/bycode/{code}', user: 'anyone', path: `${API}/proposedplans/bycode/${shareCode}`, headers: {} });
  return routes;
}

/** A route slower than this for one request is measured over one connection, so its backlog stays short. */
const SLOW_MS = 1_000;

/**
 * The answer's bytes (uncompressed), the headers a floor repeats and how long one request took
 * (a write is sent once for its answer).
 */
async function payloadOf(base: string, route: Route, index: number): Promise<FloorPayload & { ms: number }> {
  const started = performance.now();
  const response = await fetch(`${base}${route.path}`, { method: route.method, headers: route.headers, body: route.body });
  if (!response.ok) throw new Error(`${route.label} answered ${response.status}`);
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !TRANSPORT_HEADERS.has(name)));
  const body = await response.text();
  return { path: `/floor/${index}`, body, headers, status: response.status, method: route.method, ms: performance.now() - started };
}

/** Waits until the server has answered what autocannon left in flight: a query queued behind them returns. */
async function drain(base: string, headers: Record<string, string>) {
  const response = await fetch(`${base}${API}/auth/me`, { headers });
  await response.arrayBuffer();
}

/** The plans of the queries behind Home, the events window and the report, for the heavy user. */
async function queryPlans(database: Database, heavyUserId: string) {
  const today = Temporal.Now.plainDateISO('UTC');
  const explain = async (query: { getSQL(): SQL }) => {
    const result = await database.db.execute(sql`explain ${query.getSQL()}`) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  };
  const { db } = database;
  return {
    'events window (eventsInWindowQuery)': await explain(eventsInWindowQuery(db, heavyUserId, today.toString(), today.add({ days: 35 }).toString())),
    'people with their seen dates (listPeopleQuery: GET /people)': await explain(listPeopleQuery(db, heavyUserId, today.toString())),
    'people with nothing planned (listPeopleQuery: Home\'s suggestions)': await explain(listPeopleQuery(db, heavyUserId, today.toString(), { nothingPlanned: true })),
    'the last twelve months counted (countsQuery: GET /reports?year= this year)': await explain(countsQuery(db, heavyUserId, twelveMonthsUpTo(today))),
    'the years with events (yearsQuery: GET /reports)': await explain(yearsQuery(heavyUserId, today.toString())),
  };
}

async function databaseVersion(database: Database) {
  const result = await database.db.execute(sql`select version() as version`) as unknown as { rows: { version: string }[] };
  return result.rows[0]!.version.split(' on ')[0]!.split(',')[0]!;
}

/** Home loaded as the heavy user in Chromium, or why it was not. */
async function homeInBrowser(kind: Run['kind'], base: string): Promise<Run['home']> {
  if (noBrowser) return { skipped: noBrowser };
  console.log(`${kind}: loading Home in Chromium ...`);
  const home = await measureHome(base, await login(base, HEAVY_EMAIL));
  console.log(`  LCP ${home.lcpMs.toFixed(0)} ms, week planner events ${home.eventsShownMs.toFixed(0)} ms, week change ${home.weekChangeMs.toFixed(0)} ms`);
  return home;
}

/** Seeds, serves and measures on one database; `open` gives a fresh connection to it. */
async function benchOn(kind: 'PGlite' | 'PostgreSQL', open: () => Promise<Database>, serverEnv: NodeJS.ProcessEnv): Promise<Run> {
  console.log(`${kind}: seeding ${JSON.stringify(size)} ...`);
  const seeding = await open();
  await seeding.migrate();
  const started = performance.now();
  const seeded = await seedDataset(seeding.db, size);
  const seedSeconds = (performance.now() - started) / 1000;
  const version = await databaseVersion(seeding);
  // As a database in use is left by autovacuum (PostgreSQL) or the server's table maintenance
  // (PGlite, src/server/db/pgliteMaintenance.ts): statistics gathered, and pages marked all-visible,
  // which lets an index answer alone (an index-only scan).
  await seeding.db.execute(sql`vacuum analyze`);
  await seeding.close();

  const [port, floorPort] = await Promise.all([freePort(), freePort()]);
  const base = `http://127.0.0.1:${port}`;
  const floorBase = `http://127.0.0.1:${floorPort}`;
  const server = startProcess([...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), 'src/server/main.ts'], {
    ...serverEnv, PORT: String(port), HOST: '127.0.0.1', STATIC_DIR: staticDir ?? '/nonexistent', CHECK_RESPONSES: 'false',
  });
  const payloadFile = path.join(os.tmpdir(), `funplans-floor-${process.pid}.json`);
  let floor: ChildProcess | undefined;
  try {
    await waitFor(`${base}${API}/health`);
    const routes = await routesOf(base, seeded.shareCode);
    const payloads: Awaited<ReturnType<typeof payloadOf>>[] = [];
    for (const [index, route] of routes.entries()) payloads.push(await payloadOf(base, route, index));
    fs.writeFileSync(payloadFile, JSON.stringify(payloads.map(({ ms: _ms, ...payload }) => payload)));
    floor = startProcess(['scripts/bench/floor.ts', payloadFile, String(floorPort)], {});
    await waitFor(`${floorBase}/hello`);

    console.log(`${kind}: measuring ${routes.length} routes against their floors, ${rounds} rounds of ${duration} s each ...`);
    const hello = await measure(`${floorBase}/hello`);
    const measurements: Measurement[] = [];
    for (const [index, route] of routes.entries()) {
      const payload = payloads[index]!;
      const routeConnections = payload.ms > SLOW_MS ? 1 : connections;
      const { result, floor: floorResult, share } = await measureAgainstFloor(
        { url: `${base}${route.path}`, init: { method: route.method, headers: route.headers, body: route.body, connections: routeConnections } },
        // A write's floor is sent the write's own request: its body is parsed there too.
        {
          url: `${floorBase}${payload.path}`,
          init: { method: route.method, body: route.body, headers: route.method ? { 'content-type': 'application/json' } : {}, connections: routeConnections },
        },
      );
      await drain(base, routes[0]!.headers);
      measurements.push({
        label: route.label, user: route.user, bytes: Buffer.byteLength(payload.body), connections: routeConnections, floor: floorResult, result, share,
      });
      console.log(`  ${route.label} (${route.user}): ${result.requestsPerSecond.toFixed(0)} req/s, floor ${floorResult.requestsPerSecond.toFixed(0)}, share ${share.toFixed(3)}`);
    }
    // After the load, so the browser's work does not share the CPU with autocannon's, and on a warm server.
    const home = await homeInBrowser(kind, base);
    await stop(server);
    const explaining = await open();
    const plans = await queryPlans(explaining, seeded.heavyUserId);
    await explaining.close();
    return { kind, version, seedSeconds, hello, measurements, home, plans };
  } finally {
    if (server.exitCode === null) await stop(server);
    if (floor && floor.exitCode === null) await stop(floor);
    fs.rmSync(payloadFile, { force: true });
  }
}

async function onPglite(): Promise<Run> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'funplans-bench-'));
  try {
    // Seeding and EXPLAIN open the data dir without the durable settings: nothing there must survive a crash.
    return await benchOn('PGlite', () => startPglite({ dataDir }), { DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(databaseUrl: string): Promise<Run> {
  const name = `funplans_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  try {
    return await benchOn('PostgreSQL', async () => openPostgres(url.toString()), { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (noBrowser) console.log(`Home in Chromium: skipped, ${noBrowser}.`);
const runs: Run[] = [];
try {
  if (staticDir) await buildBrowserApp(staticDir);
  runs.push(await onPglite());
  if (process.env.DATABASE_URL) runs.push(await onPostgres(process.env.DATABASE_URL));
} finally {
  if (staticDir) fs.rmSync(staticDir, { recursive: true, force: true });
}
writeReport(runs, { size, duration, rounds, warmup: WARMUP_SECONDS, connections, acceptEncoding: ACCEPT_ENCODING });
if (profileDir) console.log(`CPU profiles of the server: ${profileDir}`);

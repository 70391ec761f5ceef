/** Writes the bench's tables into docs/PERFORMANCE.md, between its own marker comments. */
import os from 'node:os';
import { CONTROL_DAYS, type DatasetSize } from '../seed/dataset';
import { PERFORMANCE_DOC, writeDocSection } from '../performanceDoc';
import { CPU_SLOWDOWN, type HomeInBrowser } from './homeInBrowser';

export interface Result {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

export interface Measurement {
  label: string;
  user: string;
  /** Uncompressed answer. */
  bytes: number;
  /** Fewer than the run's for a route too slow to queue ten requests on. */
  connections: number;
  /** The median of the rounds' measurements; `failed` counts every round's. */
  floor: Result;
  result: Result;
  /** The median of the rounds' shares of the floor (each round's route against its floor). */
  share: number;
}

export interface Run {
  kind: 'PGlite' | 'PostgreSQL';
  version: string;
  seedSeconds: number;
  hello: Result;
  measurements: Measurement[];
  /** Home loaded in Chromium, or why it was not. */
  home: HomeInBrowser | { skipped: string };
  plans: Record<string, string>;
}

const START = '<!-- bench:start (written by npm run bench) -->';
const END = '<!-- bench:end -->';
const SECTION = '## Server (npm run bench)';

const rate = (result: Result) => `${result.requestsPerSecond.toFixed(0)}${result.failed ? ` (${result.failed} failed)` : ''}`;
const kib = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KiB`);
const share = (m: Measurement) => m.share.toFixed(3);

function table(run: Run) {
  const rows = run.measurements.map((m) =>
    `| ${m.label}${m.connections === 1 ? ' (1 connection)' : ''} | ${m.user} | ${kib(m.bytes)} | ${rate(m.result)} | ${m.result.p50} | ${m.result.p99} | ${rate(m.floor)} | ${share(m)} |`);
  return [
    `### ${run.kind} (${run.version}; seeded in ${run.seedSeconds.toFixed(0)} s)`,
    '',
    `Hello floor (bare Fastify, \`{"hello":"world"}\`): ${rate(run.hello)} req/s, p50 ${run.hello.p50} ms, p99 ${run.hello.p99} ms.`,
    '',
    '| route | user | answer | req/s | p50 ms | p99 ms | floor req/s | share of floor |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    growth(run),
    '',
    homeInBrowser(run.home),
    '',
  ].join('\n');
}

/** Home and the events window for the heavy user against the same network with only the events around today. */
function growth(run: Run) {
  const find = (label: string, user: string) => run.measurements.find((m) => m.label === label && m.user === user);
  const rows = ['GET /home', 'GET /eventswithintegration?days=35'].flatMap((label) => {
    const heavy = find(label, 'heavy');
    const control = find(label, 'control');
    if (!heavy || !control) return [];
    const ratio = control.result.requestsPerSecond / heavy.result.requestsPerSecond;
    return [`| ${label} | ${control.result.p50} | ${heavy.result.p50} | ${ratio.toFixed(2)} |`];
  });
  return [
    `Time per request with all the events against only those from ${CONTROL_DAYS.before} days before to ${CONTROL_DAYS.after} days after today, which give the same answers (same people; goal ≤ 1.2):`,
    '',
    '| route | p50 ms, control | p50 ms, heavy | heavy ÷ control (by req/s) |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** What the heavy user waits for on Home in a browser. */
function homeInBrowser(home: Run['home']) {
  if ('skipped' in home) return `Home in Chromium: not measured (${home.skipped}).`;
  const ms = (value: number) => value.toFixed(0);
  return [
    `Home in Chromium, ${CPU_SLOWDOWN}× CPU (heavy user, phone-sized window, median of ${home.loads} loads in a fresh browser context; ` +
      'week planner: from navigation start until its grid is no longer busy and shows events; week change: from the \'Next week\' click until the next week\'s grid is no longer busy):',
    '',
    '| LCP ms | week planner events ms | week change ms |',
    '|---|---|---|',
    `| ${ms(home.lcpMs)} | ${ms(home.eventsShownMs)} | ${ms(home.weekChangeMs)} |`,
  ].join('\n');
}

function plans(run: Run) {
  return Object.entries(run.plans).map(([what, plan]) => [`${run.kind}, ${what}:`, '', '```', plan, '```'].join('\n')).join('\n\n');
}

export function writeReport(runs: Run[], settings: { size: DatasetSize; duration: number; rounds: number; warmup: number; connections: number; acceptEncoding: string }) {
  const cpus = os.cpus();
  const { size } = settings;
  const body = [
    START,
    '',
    `Latest run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${runs.map((run) => run.version).join(' and ')}.`,
    `Data: one heavy user with ${size.people} people and ${size.events} events over ten years, a control user with the same people and ` +
      `only the heavy user's events from ${CONTROL_DAYS.before} days before to ${CONTROL_DAYS.after} days after today, ${size.users} ordinary users with 3 people and 10 events each. ` +
      `autocannon: ${settings.connections} connections, \`Accept-Encoding: ${settings.acceptEncoding}\`. ` +
      "Each route is read against its payload floor: a bare Fastify answering the same status, bytes and headers from memory, compressed the same way; a write's floor is sent the same request (its JSON body parsed). " +
      `Each route and its floor are warmed for ${settings.warmup} s, then measured in turn ${settings.rounds} times for ${settings.duration} s (the order swapped each round): ` +
      'req/s and latencies are the median round\'s, the share the median of the rounds\' shares.',
    '',
    ...runs.map(table),
    '',
    '#### Query plans (heavy user)',
    '',
    ...runs.map(plans),
    '',
    END,
  ].join('\n');

  writeDocSection({ heading: SECTION, start: START, end: END, body });
  console.log(`Wrote ${PERFORMANCE_DOC}`);
}

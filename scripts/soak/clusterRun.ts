import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startFakeSmtp } from '../../tests/support/fakeSmtp';
import { type Cluster, startCluster } from '../cluster/cluster';
import { cpuMeter } from './cpu';
import { drive, type Outcome } from './driver';
import { cutConnections, type FaultReport, killAndRestart } from './faults';
import { Ledger, type NotificationCheck } from './ledger';
import { account, addFriends, strangerPerson } from './seed';
import { MIXES, type MixName, type SoakContext } from './workload';

export interface ClusterSoakOptions {
  servers: number;
  /** PostgreSQL server to use: the soak makes a database of its own there and drops it after. */
  databaseUrl: string;
  mix: MixName;
  /** Virtual users, each with its own account and keep-alive connection to nginx. */
  users: number;
  /**
   * With faults: the load runs for this long before the first fault and after each (a killed
   * server stays down for as long). Without: the load runs this long and nothing is done to it.
   */
  faults: boolean;
  /** How many servers are killed in turn (the first ones); all when absent. */
  kills?: number;
  gapSeconds: number;
  /** How long to wait after the load for the outbox to send what the answers caused. */
  drainSeconds: number;
}

export interface ErrorKind {
  /** `502 propose a plan`, `network ECONNRESET who am I`. */
  kind: string;
  count: number;
  /** Of them, sent before a server was killed and answered after, by that server (nginx's X-Upstream names it). */
  inFlightOnKilled: number;
}

export interface ClusterSoakReport {
  servers: number;
  mix: MixName;
  users: number;
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU time per request of the servers together (undefined when one was restarted) and of this process, which drives the load. */
  cpuMsPerRequest: { servers: number | undefined; loadGenerator: number | undefined };
  errors: ErrorKind[];
  /** Errors other than requests in flight on a killed server: must be 0. */
  unexplainedErrors: number;
  /** The first of them, with when they were sent and where nginx sent them. */
  errorSamples: string[];
  /** Acknowledged creates by table, and how many of them the database does not have: must be 0. */
  acknowledgedWrites: Record<string, number>;
  lostWrites: Record<string, number>;
  notifications: NotificationCheck;
  outboxDrained: boolean;
  faults: FaultReport[];
  /** The servers' warnings and errors (LOG_LEVEL=warn), the last 100 lines. */
  serverLog: string[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a mix through nginx in front of `servers` servers, with the faults of issue 26 in turn, and checks what was acknowledged. */
export async function runClusterSoak(options: ClusterSoakOptions): Promise<ClusterSoakReport> {
  const name = `funplans_cluster_soak_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: options.databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(options.databaseUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const keysDir = fs.mkdtempSync(path.join(os.tmpdir(), 'funplans-soak-keys-'));
  const smtp = await startFakeSmtp();
  const serverLog: string[] = [];
  let cluster: Cluster | undefined;
  try {
    cluster = await startCluster({
      servers: options.servers, port: 0, databaseUrl, keysDir,
      env: {
        LOG_LEVEL: 'warn', SMTP_URL: smtp.url, MAIL_FROM: 'FunPlans <soak@example.com>',
        // The outbox goes at once: what the answers cause is sent while the faults strike.
        NOTIFY_POLL_SECONDS: '1', NOTIFY_BATCH_SECONDS: '0',
        // A delivery a killed server had claimed is taken over after 10 s rather than 2 minutes, so
        // the drain sees it sent (the fake SMTP server answers at once: no send outlasts the claim).
        NOTIFY_LEASE_SECONDS: '10',
        // Every virtual user comes through nginx from 127.0.0.1; the real limits are tested on their own.
        RATE_LIMIT_LOGINS_PER_IP: '100000', RATE_LIMIT_REGISTRATIONS_PER_IP: '100000',
        RATE_LIMIT_PLAN_ANSWERS_PER_IP: '10000000', RATE_LIMIT_PLAN_ANSWERS_PER_PLAN: '10000000',
      },
      onOutput: (line) => { serverLog.push(line); if (serverLog.length > 400) serverLog.shift(); },
    });
    const contexts = await seed(cluster.url, options.users);
    const ledger = new Ledger();
    const outcomes: Outcome[] = [];
    const startedAt = performance.now();
    const serversCpu = cpuMeter(cluster.servers.map((server) => server.child?.pid));
    const loadCpu = cpuMeter([process.pid]);
    const load = drive({
      base: cluster.url, contexts, mix: MIXES[options.mix],
      onOutcome: (outcome) => { outcomes.push(outcome); ledger.record(outcome); },
    });
    const faults: FaultReport[] = [];
    const gapMs = options.gapSeconds * 1000;
    await pause(gapMs);
    if (options.faults) {
      const token = contexts[0]!.token;
      for (const server of cluster.servers.slice(0, options.kills ?? cluster.servers.length)) {
        faults.push(await killAndRestart(cluster, server, token, gapMs));
        await pause(gapMs);
      }
      faults.push(await cutConnections(cluster, databaseUrl, token));
      await pause(gapMs);
    }
    await load.stop();
    const seconds = (performance.now() - startedAt) / 1000;
    const perRequest = (ms: number | undefined) => (ms === undefined ? undefined : Math.round((ms / outcomes.length) * 100) / 100);
    const cpuMsPerRequest = { servers: perRequest(serversCpu()), loadGenerator: perRequest(loadCpu()) };

    const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    try {
      const outboxDrained = await ledger.drained(db, options.drainSeconds * 1000);
      const { kinds: errors, samples: errorSamples } = errorKinds(outcomes, faults, cluster);
      const latencies = outcomes.map((outcome) => outcome.endedAt - outcome.startedAt).sort((a, b) => a - b);
      const percentile = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
      return {
        servers: options.servers, mix: options.mix, users: options.users,
        requests: outcomes.length, seconds: Math.round(seconds), requestsPerSecond: Math.round(outcomes.length / seconds),
        p50Ms: percentile(0.5), p99Ms: percentile(0.99), cpuMsPerRequest,
        errors, errorSamples, unexplainedErrors: errors.reduce((sum, kind) => sum + kind.count - kind.inFlightOnKilled, 0),
        acknowledgedWrites: Object.fromEntries([...ledger.acknowledged].map(([table, ids]) => [table, ids.length])),
        lostWrites: await ledger.lostWrites(db),
        notifications: await ledger.notifications(db, smtp.mails),
        outboxDrained, faults, serverLog,
      };
    } finally {
      await db.end();
    }
  } finally {
    await cluster?.stop();
    await smtp.close();
    fs.rmSync(keysDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** One account per virtual user, each with a few people; the stranger's person is shared. */
async function seed(base: string, users: number): Promise<SoakContext[]> {
  const strangerPersonId = await strangerPerson(base);
  return Promise.all(Array.from({ length: users }, async (_, index) => {
    const token = await account(base, `user${index}`);
    await addFriends(base, token, 5);
    return { token, strangerPersonId };
  }));
}

/**
 * Failed requests by status (or network error) and step, and which of them were in flight on a
 * server as it was killed: sent to it (nginx's X-Upstream) before it died, answered after.
 */
function errorKinds(outcomes: Outcome[], faults: FaultReport[], cluster: Cluster): { kinds: ErrorKind[]; samples: string[] } {
  const kills = faults.flatMap((fault) => {
    const server = cluster.servers.find((candidate) => fault.fault.startsWith(`SIGKILL ${candidate.name},`));
    return server ? [{ port: `:${server.port}`, fault }] : [];
  });
  const kinds = new Map<string, ErrorKind>();
  const samples: string[] = [];
  for (const outcome of outcomes.filter((candidate) => !candidate.ok)) {
    const kind = `${outcome.status ?? `network ${outcome.networkError}`} ${outcome.step.name}`;
    const entry = kinds.get(kind) ?? { kind, count: 0, inFlightOnKilled: 0 };
    entry.count++;
    const upstreams = (outcome.upstream ?? '').split(/[,:] /);
    const inFlight = kills.some(({ port, fault }) => upstreams.some((upstream) => upstream.endsWith(port))
      && outcome.startedAt <= fault.struckAt && outcome.endedAt >= fault.at);
    if (inFlight) entry.inFlightOnKilled++;
    else if (samples.length < 10) samples.push(describe(outcome, faults));
    kinds.set(kind, entry);
  }
  return { kinds: [...kinds.values()].sort((a, b) => b.count - a.count), samples };
}

/** `500 people, in flight when "pg_terminate_backend ..." struck, upstream 127.0.0.1:4711`. */
function describe(outcome: Outcome, faults: FaultReport[]): string {
  const during = faults.find((fault) => outcome.startedAt <= fault.struckAt && outcome.endedAt >= fault.at);
  const last = faults.filter((fault) => fault.at <= outcome.startedAt).at(-1);
  const when = during ? `in flight when "${during.fault}" struck`
    : last ? `sent ${Math.round(outcome.startedAt - last.struckAt)} ms after "${last.fault}"` : 'sent before any fault';
  return `${outcome.status ?? `network ${outcome.networkError}`} ${outcome.step.name}, ${when}, upstream ${outcome.upstream ?? 'none'}`;
}

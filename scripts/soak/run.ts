import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildApp } from '@/server/app';
import { type Database, openPglite, openPostgres } from '@/server/db/client';
import { WORKLOAD, type SoakContext, type Step } from './workload';
import { account, addFriends, API, strangerPerson } from './seed';

export interface SoakOptions {
  seconds: number;
  /** The run stops at this many requests even before its time is up. */
  maxRequests: number;
  connections: number;
  /** PostgreSQL to run against; PGlite in a temporary DATA_DIR (fsync on) when absent. */
  databaseUrl?: string;
}

export interface SoakReport {
  database: 'pglite' | 'postgres';
  requests: number;
  /** Answers other than the one the workload step expects, socket errors and timeouts. */
  errors: number;
  errorSamples: string[];
  /** Requests served per workload step. */
  perStep: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  rssGrowthMiB: number;
  heapGrowthMiB: number;
}

/** Runs the workload with autocannon against the real HTTP server on loopback, bounded in time and requests. */
export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const dataDir = options.databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'funplans-soak-'));
  const database: Database = options.databaseUrl ? openPostgres(options.databaseUrl) : await openPglite(dataDir!);
  await database.migrate();
  const app = await buildApp({
    db: database.db,
    config: { staticDir: '/nonexistent', rateLimits: { failedLoginsPerAccountPerHour: 100, loginsPerIpPerHour: 1_000, registrationsPerIpPerHour: 1_000, inviteLookupsPerUserPerHour: 1_000, failedBearerTokensPerIpPerHour: 1_000 },
      // One address answers every plan here; the real limits are tested on their own.
      reactionLimits: { perIpPerHour: 1_000_000, perPlanPerHour: 1_000_000 } },
  });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const initialContext = await seed(base);

    const perStep: Record<string, number> = Object.fromEntries(WORKLOAD.map((step) => [step.name, 0]));
    const errorSamples: string[] = [];
    let unexpected = 0;
    const requests = WORKLOAD.map((step: Step) => ({
      method: step.method,
      setupRequest: (request: autocannon.Request, context: SoakContext) => ({
        ...request,
        path: `${API}${step.path(context)}`,
        headers: {
          ...request.headers,
          ...(step.anonymous ? {} : { authorization: `Bearer ${context.token}` }),
          ...(step.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(step.body ? { body: JSON.stringify(step.body(context)) } : {}),
      }),
      onResponse: (status: number, body: string, context: SoakContext) => {
        perStep[step.name]!++;
        if (status !== step.expect) {
          unexpected++;
          if (errorSamples.length < 10) errorSamples.push(`${step.name}: ${status} ${body.slice(0, 200)}`);
        } else if (step.keep) {
          step.keep(JSON.parse(body), context);
        }
      },
    }));

    const memoryBefore = process.memoryUsage();
    const result = await autocannon({
      url: base,
      connections: options.connections,
      duration: options.seconds,
      maxOverallRequests: options.maxRequests,
      timeout: 10,
      initialContext,
      requests,
    } as autocannon.Options);
    const memoryAfter = process.memoryUsage();
    const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
    return {
      database: database.kind,
      requests: result.requests.total,
      errors: unexpected + result.errors + result.timeouts,
      errorSamples,
      perStep,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requestsPerSecond: result.requests.average,
      rssGrowthMiB: mib(memoryAfter.rss - memoryBefore.rss),
      heapGrowthMiB: mib(memoryAfter.heapUsed - memoryBefore.heapUsed),
    };
  } finally {
    await app.close();
    await database.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A user with a few people, and a stranger's person the workload must never reach. */
async function seed(base: string): Promise<SoakContext> {
  const token = await account(base, 'sam');
  const strangerPersonId = await strangerPerson(base);
  await addFriends(base, token, 20);
  return { token, strangerPersonId };
}

import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runSoak, type SoakReport } from '../../scripts/soak/run';

/**
 * The short CI variant of `npm run soak`: the mixed workload for a few seconds on PGlite, and on
 * PostgreSQL (in a database of its own) when DATABASE_URL is set. No unintended error is allowed.
 */
const SHORT = { seconds: 15, connections: 4, maxRequests: 1_500 };

function expectHeld(report: SoakReport) {
  console.info(`soak ${report.database}: ${report.requests} requests, ${report.errors} errors, p99 ${report.p99Ms} ms, rss growth ${report.rssGrowthMiB} MiB`);
  expect(report.errorSamples).toEqual([]);
  expect(report.errors).toBe(0);
  for (const [step, served] of Object.entries(report.perStep)) expect(served, step).toBeGreaterThan(0);
}

describe('the soak workload', () => {
  it('runs without an unintended error on PGlite', async () => {
    expectHeld(await runSoak(SHORT));
  });

  it.runIf(process.env.DATABASE_URL)('runs without an unintended error on PostgreSQL', async () => {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = `funplans_soak_${process.pid}`;
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      expectHeld(await runSoak({ ...SHORT, databaseUrl: url.toString() }));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

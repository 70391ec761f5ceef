import { describe, expect, it } from 'vitest';
import { runClusterSoak } from '../../scripts/soak/clusterRun';

/**
 * The short CI variant of `npm run soak -- --cluster 3`: the mixed workload through nginx in front
 * of two servers on PostgreSQL while one server is SIGKILLed and restarted, then every PostgreSQL
 * connection of the app is cut, a few seconds apart. Needs nginx (CI installs it).
 */
describe.runIf(process.env.DATABASE_URL)('several servers behind nginx under faults', () => {
  it('lose no acknowledged write, double or lose no notification, and fail only requests in flight on the killed server', async () => {
    const report = await runClusterSoak({
      servers: 2, kills: 1, databaseUrl: process.env.DATABASE_URL!, mix: 'mixed', users: 4, faults: true, gapSeconds: 3, drainSeconds: 15,
    });
    console.info(`cluster soak: ${report.requests} requests, errors ${JSON.stringify(report.errors)}, faults ${JSON.stringify(report.faults)}`);

    // The servers' warnings and errors say why a request failed.
    expect(report.errorSamples, report.serverLog.join('\n')).toEqual([]);
    expect(report.unexplainedErrors).toBe(0);
    expect(Object.values(report.lostWrites).every((lost) => lost === 0), JSON.stringify(report.lostWrites)).toBe(true);
    expect(report.acknowledgedWrites.reactions).toBeGreaterThan(0);
    expect(report.outboxDrained).toBe(true);
    expect(report.notifications).toEqual({ answers: report.acknowledgedWrites.reactions, inApp: { doubled: 0, lost: 0, pending: 0 }, email: { doubled: 0, lost: 0, pending: 0, copies: expect.any(Number) } });
    for (const fault of report.faults) {
      expect(fault.clusterAnsweredAfterMs, fault.fault).toBeDefined();
      expect(fault.serversAnsweredAfterMs, fault.fault).toBeDefined();
    }
    expect(report.faults.map((fault) => fault.fault)).toEqual([
      'SIGKILL server 1, restarted after 3 s', expect.stringMatching(/^pg_terminate_backend on the app's \d+ connections$/),
    ]);
  }, 180_000);
});

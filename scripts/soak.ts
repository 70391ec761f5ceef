/**
 * `npm run soak [-- --seconds 60 --connections 8 --max-requests 200000]`: the mixed workload of
 * scripts/soak/workload.ts with autocannon against the real HTTP server on loopback, on PGlite, and
 * again on PostgreSQL when DATABASE_URL is set (it adds its own users there). Prints requests
 * served, unintended errors (must be 0), latency and memory growth; exits 1 on any error.
 *
 * `npm run soak -- --cluster 3 [--gap 10 --users 8 --mix mixed|read|write --no-faults]`: the mix
 * through nginx in front of 3 servers on DATABASE_URL (in a database of its own) while, in turn,
 * each server is SIGKILLed and restarted and then PostgreSQL's connections are cut. Exits 1 on a
 * lost write, a doubled or lost notification, or an error other than a request in flight on a
 * killed server. `--no-faults --seconds 20` measures throughput alone (docs/PERFORMANCE.md).
 */
import { parseArgs } from 'node:util';
import { runSoak, type SoakReport } from './soak/run';
import { printClusterSoak, runClusterSoakFromArgs } from './soak/clusterCli';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '8' },
    'max-requests': { type: 'string', default: '200000' },
    cluster: { type: 'string' },
    gap: { type: 'string', default: '10' },
    users: { type: 'string', default: '8' },
    mix: { type: 'string', default: 'mixed' },
    'no-faults': { type: 'boolean', default: false },
    drain: { type: 'string', default: '30' },
  },
});

if (values.cluster !== undefined) {
  const report = await runClusterSoakFromArgs(values);
  printClusterSoak(report);
  process.exitCode = report.unexplainedErrors > 0 || Object.values(report.lostWrites).some(Boolean)
    || report.notifications.inApp.doubled + report.notifications.inApp.lost + report.notifications.email.doubled + report.notifications.email.lost > 0 ? 1 : 0;
} else {
  const options = { seconds: Number(values.seconds), connections: Number(values.connections), maxRequests: Number(values['max-requests']) };
  const print = (report: SoakReport) => {
    console.log(`\n${report.database}: ${report.requests} requests in at most ${options.seconds} s over ${options.connections} connections`);
    console.log(`  unintended errors ${report.errors}, p50 ${report.p50Ms} ms, p99 ${report.p99Ms} ms, ${Math.round(report.requestsPerSecond)} req/s`);
    console.log(`  memory growth: rss ${report.rssGrowthMiB} MiB, heap ${report.heapGrowthMiB} MiB`);
    for (const [step, count] of Object.entries(report.perStep)) console.log(`  ${String(count).padStart(8)}  ${step}`);
    for (const sample of report.errorSamples) console.log(`  error: ${sample}`);
  };
  const reports = [await runSoak(options)];
  print(reports[0]!);
  if (process.env.DATABASE_URL) {
    reports.push(await runSoak({ ...options, databaseUrl: process.env.DATABASE_URL }));
    print(reports[1]!);
  }
  process.exitCode = reports.some((report) => report.errors > 0) ? 1 : 0;
}

/**
 * `npm run soak [-- --seconds 60 --connections 8 --max-requests 200000]`: the mixed workload of
 * scripts/soak/workload.ts with autocannon against the real HTTP server on loopback, on PGlite, and
 * again on PostgreSQL when DATABASE_URL is set (it adds its own users there). Prints requests
 * served, unintended errors (must be 0), latency and memory growth; exits 1 on any error.
 */
import { parseArgs } from 'node:util';
import { runSoak, type SoakReport } from './soak/run';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '8' },
    'max-requests': { type: 'string', default: '200000' },
  },
});
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

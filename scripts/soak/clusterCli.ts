import { ClusterError } from '../cluster/cluster';
import { type ClusterSoakReport, runClusterSoak } from './clusterRun';
import { MIXES, type MixName } from './workload';

interface Args { cluster?: string; gap: string; users: string; mix: string; 'no-faults': boolean; seconds: string; drain: string }

/** `npm run soak -- --cluster N ...`: checks the arguments and the environment, then runs the cluster soak. */
export async function runClusterSoakFromArgs(args: Args): Promise<ClusterSoakReport> {
  const fail = (message: string): never => {
    console.error(message);
    process.exit(1);
  };
  const servers = Number(args.cluster);
  if (!Number.isInteger(servers) || servers < 1) fail('--cluster takes the number of servers, e.g. --cluster 3');
  if (!(args.mix in MIXES)) fail(`--mix is one of ${Object.keys(MIXES).join(', ')}`);
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) fail('the cluster soak needs PostgreSQL: set DATABASE_URL (it makes a database of its own there and drops it after)');
  const faults = !args['no-faults'];
  try {
    return await runClusterSoak({
      servers, databaseUrl: databaseUrl!, mix: args.mix as MixName, users: Number(args.users), faults,
      gapSeconds: Number(faults ? args.gap : args.seconds), drainSeconds: Number(args.drain),
    });
  } catch (error) {
    return fail(error instanceof ClusterError ? error.message : String(error instanceof Error ? error.stack : error));
  }
}

export function printClusterSoak(report: ClusterSoakReport) {
  const { notifications: n } = report;
  console.log(`\n${report.servers} servers behind nginx, ${report.mix} mix, ${report.users} users: ${report.requests} requests in ${report.seconds} s (${report.requestsPerSecond} req/s), p50 ${report.p50Ms} ms, p99 ${report.p99Ms} ms`);
  const { servers, loadGenerator } = report.cpuMsPerRequest;
  console.log(`  CPU per request: servers ${servers ?? '(a server was restarted)'} ms, load generator ${loadGenerator} ms`);
  console.log(`  errors: ${report.errors.reduce((sum, kind) => sum + kind.count, 0)}, of which not in flight on a killed server: ${report.unexplainedErrors}`);
  for (const kind of report.errors) console.log(`  ${String(kind.count).padStart(6)}  ${kind.kind} (in flight on a killed server: ${kind.inFlightOnKilled})`);
  for (const sample of report.errorSamples) console.log(`  not in flight on a killed server: ${sample}`);
  const acknowledged = Object.entries(report.acknowledgedWrites).map(([table, count]) => `${table} ${count}`).join(', ');
  const lost = Object.values(report.lostWrites).reduce((sum, count) => sum + count, 0);
  console.log(`  acknowledged writes: ${acknowledged}; lost: ${lost}`);
  console.log(`  answers to plans ${n.answers}: in-app notifications doubled ${n.inApp.doubled}, lost ${n.inApp.lost}, pending ${n.inApp.pending}; emails doubled ${n.email.doubled}, lost ${n.email.lost}, pending ${n.email.pending}, copies sent again after a crash ${n.email.copies}${report.outboxDrained ? '' : ' (the outbox had not drained)'}`);
  for (const fault of report.faults) {
    const ms = (value: number | undefined) => (value === undefined ? 'not within 30 s' : `${value} ms`);
    console.log(`  ${fault.fault}: the cluster answered after ${ms(fault.clusterAnsweredAfterMs)}, every server after ${ms(fault.serversAnsweredAfterMs)}`);
  }
  if (report.unexplainedErrors > 0) for (const line of report.serverLog.slice(-20)) console.log(`  ${line}`);
}

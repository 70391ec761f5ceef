import pg from 'pg';
import type { Cluster } from '../cluster/cluster';
import type { ServerProcess } from '../cluster/serverProcess';
import { API } from './seed';

/** One fault of the cluster soak and how long the cluster took to get over it. */
export interface FaultReport {
  fault: string;
  /** performance.now() as it was dealt, and once it had struck (a killed server's exit seen). */
  at: number;
  struckAt: number;
  /** Until a request through nginx that reads the database was answered 200 again; undefined: not within the wait. */
  clusterAnsweredAfterMs: number | undefined;
  /** Until every server answered such a request itself again (after a kill: the restarted one); undefined: not within the wait. */
  serversAnsweredAfterMs: number | undefined;
}

const RECOVERY_WAIT_MS = 30_000;

/** Milliseconds from `since` until `url` answers 200 to the session `token`, polled every 50 ms; undefined after the wait. */
async function answeredAfter(url: string, token: string, since: number): Promise<number | undefined> {
  while (performance.now() - since < RECOVERY_WAIT_MS) {
    const ok = await fetch(`${url}${API}/auth/me`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(2_000) })
      .then((response) => response.ok, () => false);
    if (ok) return Math.round(performance.now() - since);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

const serverUrl = (server: ServerProcess) => `http://127.0.0.1:${server.port}`;

/** SIGKILLs `server`, lets the others carry the load for `downMs`, then starts it again. */
export async function killAndRestart(cluster: Cluster, server: ServerProcess, token: string, downMs: number): Promise<FaultReport> {
  const at = performance.now();
  await server.kill();
  const struckAt = performance.now();
  const clusterAnsweredAfterMs = await answeredAfter(cluster.url, token, at);
  await new Promise((resolve) => setTimeout(resolve, downMs));
  await server.start();
  return { fault: `SIGKILL ${server.name}, restarted after ${downMs / 1000} s`, at, struckAt, clusterAnsweredAfterMs, serversAnsweredAfterMs: await answeredAfter(serverUrl(server), token, at) };
}

/** Terminates every PostgreSQL backend of the soak's database but this one, as an operator or a failover would. */
export async function cutConnections(cluster: Cluster, databaseUrl: string, token: string): Promise<FaultReport & { terminated: number }> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const at = performance.now();
  try {
    const { rows } = await admin.query<{ terminated: string }>(
      'select count(pg_terminate_backend(pid)) as terminated from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const struckAt = performance.now();
    const [clusterAnsweredAfterMs, ...perServer] = await Promise.all([
      answeredAfter(cluster.url, token, at),
      ...cluster.servers.map((server) => answeredAfter(serverUrl(server), token, at)),
    ]);
    const serversAnsweredAfterMs = perServer.includes(undefined) ? undefined : Math.max(...perServer as number[]);
    const terminated = Number(rows[0]!.terminated);
    return { fault: `pg_terminate_backend on the app's ${terminated} connections`, at, struckAt, terminated, clusterAnsweredAfterMs, serversAnsweredAfterMs };
  } finally {
    await admin.end();
  }
}

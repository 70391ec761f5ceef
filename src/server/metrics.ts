import { timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import { and, count, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import client from 'prom-client';
import { ERROR_CODES } from '@/domain/errorCodes';
import { toDate } from '@/server/clock';
import type { Db } from '@/server/db/client';
import type { DbTiming } from '@/server/db/resilience';
import { notificationDeliveries, notificationJobs } from '@/server/db/schema';
import { ApiError, forbidden } from '@/server/errors';

/**
 * Facts of the whole process: Node's default metrics (memory, CPU, event-loop lag, GC) and the time
 * of every database statement of its pools. Defaults start on first use: a script that opens the
 * database (seed, backup) has no reason to watch its event loop.
 */
const processRegistry = new client.Registry();
let defaultsStarted = false;

const dbDuration = new client.Histogram({
  name: 'funplans_db_query_duration_seconds',
  help: 'Database time: each statement outside a transaction, and each transaction as a whole',
  labelNames: ['kind'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [processRegistry],
});

/** How the pools report their statements' and transactions' times. */
export const dbTiming: DbTiming = (kind, seconds) => dbDuration.observe({ kind }, seconds);

/** A delivery's outcome as the worker recorded it: sent, to be tried again, or given up. */
export type DeliveryOutcome = 'sent' | 'retry' | 'failed';

export interface AppMetrics {
  /** The Prometheus text of the process's and this app's metrics. */
  text(): Promise<string>;
  delivered(channel: string, outcome: DeliveryOutcome): void;
}

/**
 * The metrics of one app: its requests by route pattern and status, its database pool, the outbox
 * (read from the database when scraped, so the same on every server) and its deliveries' outcomes.
 */
export function appMetrics(app: FastifyInstance, db: Db): AppMetrics {
  if (!defaultsStarted) {
    client.collectDefaultMetrics({ register: processRegistry });
    defaultsStarted = true;
  }
  const registry = new client.Registry();
  const registers = [registry];
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new client.Counter({ name: 'funplans_http_requests_total', help: 'Requests answered', labelNames, registers });
  const durations = new client.Histogram({
    name: 'funplans_http_request_duration_seconds', help: 'Time to answer a request', labelNames, registers,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, never the URL: ids in paths would make a series per resource.
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const pool = (db as unknown as { $client: pg.Pool }).$client;
  new client.Gauge({
    name: 'funplans_db_pool_connections', help: 'Connections of the database pool, all or idle', labelNames: ['state'] as const, registers,
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new client.Gauge({
    name: 'funplans_db_pool_waiting', help: 'Queries waiting for a connection of the pool', registers,
    collect() { this.set(pool.waitingCount); },
  });

  new client.Gauge({
    name: 'funplans_outbox_jobs_due', help: 'Notification jobs due and not yet done', registers,
    async collect() {
      const rows = await unlessDatabaseDown(this, db.select({ due: count() }).from(notificationJobs)
        .where(and(isNull(notificationJobs.doneAt), lte(notificationJobs.dueAt, toDate(app.clock())))));
      if (rows) this.set(rows[0]?.due ?? 0);
    },
  });
  new client.Gauge({
    name: 'funplans_outbox_deliveries_pending', help: 'Deliveries not yet sent nor given up, by channel', labelNames: ['channel'] as const, registers,
    async collect() {
      const rows = await unlessDatabaseDown(this, db.select({ channel: notificationDeliveries.channel, pending: count() })
        .from(notificationDeliveries).where(eq(notificationDeliveries.status, 'pending')).groupBy(notificationDeliveries.channel));
      if (!rows) return;
      for (const channel of ['email', 'push']) this.set({ channel }, rows.find((row) => row.channel === channel)?.pending ?? 0);
    },
  });
  const deliveries = new client.Counter({
    name: 'funplans_notification_deliveries_total', help: 'Delivery attempts by channel and outcome', labelNames: ['channel', 'outcome'] as const, registers,
  });

  return {
    text: async () => `${await processRegistry.metrics()}${await registry.metrics()}`,
    delivered: (channel, outcome) => deliveries.inc({ channel, outcome }),
  };
}

/**
 * The rows of a gauge's query; when the database cannot answer, none, and the gauge is left out of
 * the scrape: the rest of the metrics matter most while the database is down.
 */
async function unlessDatabaseDown<T>(gauge: client.Gauge, rows: PromiseLike<T[]>): Promise<T[] | undefined> {
  try {
    return await rows;
  } catch {
    gauge.reset();
    return undefined;
  }
}

const isLoopback = (address: string | undefined) => {
  const plain = address?.replace(/^::ffff:/, '') ?? '';
  return plain === '::1' || (net.isIPv4(plain) && plain.startsWith('127.'));
};

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * With METRICS_TOKEN set, only a request bearing it; without, only a request made on this machine
 * straight to the server: one that came through a proxy (X-Forwarded-For or Forwarded) is refused
 * even from a local proxy, since its client is elsewhere.
 */
function checkScraper(request: FastifyRequest, token: string | undefined) {
  if (token !== undefined) {
    if (!sameText(request.headers.authorization ?? '', `Bearer ${token}`)) {
      throw new ApiError(401, ERROR_CODES.invalidToken, 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>');
    }
    return;
  }
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (forwarded || !isLoopback(request.ip)) throw forbidden('Metrics are served to this machine only, unless METRICS_TOKEN is set');
}

/** `GET /metrics`, Prometheus's text format. */
export async function metricsRoutes(app: FastifyInstance, { metrics }: { metrics: AppMetrics }) {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    checkScraper(request, app.config.metricsToken);
    reply.header('cache-control', 'no-store').type(client.register.contentType);
    return metrics.text();
  });
}

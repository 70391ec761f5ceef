import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import type { Db } from '@/server/db/client';
import { notificationJobs, notificationSettings, proposedPlans, reactions, users } from '@/server/db/schema';
import { type Clock, toDate } from '@/server/clock';
import { runDailyPass } from '@/server/notifications/daily';
import { materialiseNextJob } from '@/server/notifications/materialise';
import { type DeliveryDeps, deliverDue } from '@/server/notifications/deliver';
import { deliverDueWebhooks } from '@/server/webhooks/deliver';

/** An anonymous responder's address is forgotten this many days after the plan's date. */
export const REACTOR_EMAIL_DAYS = 30;
/** How much one run does at most of each step; the next run goes on, so one busy run cannot hold a server. */
const STEP_LIMIT = 100;
const DELIVERY_BATCH = 10;
/** Forgetting addresses scans the answers: once an hour is soon enough for a rule counted in days. */
const PURGE_EVERY_MS = 3600_000;

export interface NotificationWorkerDeps extends DeliveryDeps {
  clock: Clock;
  pollSeconds: number;
  /** ALLOW_PRIVATE_WEBHOOKS. */
  allowPrivateWebhooks: boolean;
  log: FastifyBaseLogger;
}

export interface RunSummary { dailyPasses: number; jobs: number; deliveries: number; webhookDeliveries: number }

export interface NotificationWorker {
  /** One pass over everything due at `now`: daily passes, jobs, deliveries, webhooks, forgetting old addresses. */
  runOnce(now?: Temporal.Instant): Promise<RunSummary>;
  /** Runs every `pollSeconds` until stopped (not at all when it is 0). */
  start(): void;
  /** Stops polling and waits for a run under way. */
  stop(): Promise<void>;
}

/**
 * The worker inside every server. Everything it needs is in the database and every step claims its
 * rows with FOR UPDATE SKIP LOCKED (deliveries with a lease too), so any number of servers can run
 * it at once without sending anything twice, and a restart loses nothing.
 */
export function notificationWorker(deps: NotificationWorkerDeps): NotificationWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  let lastPurge = -Infinity;

  async function runOnce(instant = deps.clock()): Promise<RunSummary> {
    const now = toDate(instant);
    const summary = { dailyPasses: 0, jobs: 0, deliveries: 0, webhookDeliveries: 0 };
    while (summary.dailyPasses < STEP_LIMIT && (await runNextDailyPass(deps.db, instant))) summary.dailyPasses++;
    while (summary.jobs < STEP_LIMIT && (await materialiseNextJob(deps.db, deps.channels, now))) summary.jobs++;
    for (let claimed = -1; claimed !== 0 && summary.deliveries < STEP_LIMIT;) {
      claimed = await deliverDue(deps, now, DELIVERY_BATCH);
      summary.deliveries += claimed;
    }
    const webhookDeps = { db: deps.db, secrets: deps.secrets, allowPrivate: deps.allowPrivateWebhooks, leaseMs: deps.leaseMs };
    for (let claimed = -1; claimed !== 0 && summary.webhookDeliveries < STEP_LIMIT;) {
      claimed = await deliverDueWebhooks(webhookDeps, now, DELIVERY_BATCH);
      summary.webhookDeliveries += claimed;
    }
    if (now.getTime() - lastPurge >= PURGE_EVERY_MS) {
      await forgetReactorEmails(deps.db, instant);
      lastPurge = now.getTime();
    }
    return summary;
  }

  function schedule() {
    if (stopped || deps.pollSeconds <= 0) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => deps.log.error({ err: error }, 'notification worker run failed'))
        .finally(() => { running = undefined; schedule(); });
    }, deps.pollSeconds * 1000);
    timer.unref();
  }

  return {
    runOnce,
    start: () => {
      stopped = false;
      if (!timer && !running) schedule();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

/** Claims the next settings row whose daily pass is due and runs it, in one transaction; false when none is due. */
function runNextDailyPass(db: Db, now: Temporal.Instant): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({
      settings: { localHour: notificationSettings.localHour, digestWeekday: notificationSettings.digestWeekday, lastDailyDate: notificationSettings.lastDailyDate },
      user: { id: users.id, timeZone: users.timeZone, country: users.country },
    }).from(notificationSettings)
      .innerJoin(users, and(eq(users.id, notificationSettings.userId), isNull(users.deletedAt)))
      .where(lte(notificationSettings.nextDailyAt, toDate(now)))
      .orderBy(asc(notificationSettings.nextDailyAt)).limit(1)
      .for('update', { of: notificationSettings, skipLocked: true });
    if (!row) return false;
    const done = await runDailyPass(tx, row.user, row.settings, now);
    await tx.update(notificationSettings).set(done).where(eq(notificationSettings.userId, row.user.id));
    return true;
  });
}

/**
 * An anonymous responder's address serves the plan's outcome only: REACTOR_EMAIL_DAYS after the
 * plan's date (its winning slot's, else its last slot's) it is cleared, and the finished messages
 * that held a copy of it go with their deliveries.
 */
async function forgetReactorEmails(db: Db, now: Temporal.Instant) {
  const cutoff = now.toZonedDateTimeISO('UTC').toPlainDate().subtract({ days: REACTOR_EMAIL_DAYS }).toString();
  const lastSlot = sql`(select max((slot->>'date')::date) from jsonb_array_elements(${proposedPlans.proposedPlanTimeSlots}) as slot)`;
  const past = db.select({ id: proposedPlans.id }).from(proposedPlans)
    .where(sql`coalesce(${proposedPlans.planOutcomeDate}, ${lastSlot}) <= ${cutoff}`);
  await db.transaction(async (tx) => {
    await tx.update(reactions).set({ reactorEmail: null })
      .where(and(isNotNull(reactions.reactorEmail), inArray(reactions.proposedPlanId, past)));
    await tx.delete(notificationJobs)
      .where(and(isNotNull(notificationJobs.email), isNotNull(notificationJobs.doneAt), inArray(notificationJobs.planId, past)));
  });
}

import { type Column, and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { DeliveryFailure, NotificationChannel, NotificationKind } from '@/domain/constants';
import type { Db } from '@/server/db/client';
import {
  notificationAttempts, notificationDeliveries, notificationJobs, notificationSettings, proposedPlans, pushSubscriptions, users,
} from '@/server/db/schema';
import type { DeliveryOutcome } from '@/server/metrics';
import type { SecretBox } from '@/server/secrets';
import type { OutgoingMessage, SendResult } from '@/server/notifications/channel';
import type { NotificationChannels } from '@/server/notifications/channels';
import { attachmentsOf, type ConfirmedPayload, type Payloads, renderMessage } from '@/server/notifications/messages';
import { stillWanted } from '@/server/notifications/materialise';
import type { ChannelsOff } from '@/server/notifications/preferences';
import { unsubscribeToken } from '@/server/notifications/unsubscribe';
import { localeOrDefault } from '@/server/i18n';
import type { Locale } from '@/domain/locales';

/**
 * A claimed delivery is this worker's for two minutes (NOTIFY_LEASE_SECONDS) unless the server says
 * otherwise: another worker may claim it again only after that, so it must outlast the longest send.
 */
export const LEASE_MS = 2 * 60_000;
/** A delivery is given up after this many attempts. */
export const MAX_ATTEMPTS = 8;
/** This many failed emails in a row to a user's address switch their email off. */
export const EMAIL_FAILURES_LIMIT = 10;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 6 * 3600_000;

/** The wait before the next attempt after `attempts` of them: 30 s × 2^attempts, at most 6 h. */
export const backoffMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** attempts, LONGEST_WAIT_MS);

export interface DeliveryDeps {
  db: Db;
  channels: NotificationChannels;
  secrets: SecretBox;
  /** Where users reach the app: links in messages are absolute. */
  baseUrl: string;
  /** Told each attempt's recorded outcome (the metrics count them). */
  onDelivery(channel: NotificationChannel, outcome: DeliveryOutcome): void;
  /** How long a claim holds; LEASE_MS when not given. */
  leaseMs?: number;
}

type DeliveryRow = typeof notificationDeliveries.$inferSelect;

/**
 * Claims up to `limit` due deliveries of the channels this server can send on (a lease, and one
 * attempt more, in one statement: of two workers each gets other rows), sends each outside any
 * transaction, then records the attempt and its outcome. Returns how many were claimed.
 */
export async function deliverDue(deps: DeliveryDeps, now: Date, limit: number): Promise<number> {
  const configured = (['email', 'push'] as const).filter((channel) => deps.channels[channel].configured);
  if (configured.length === 0) return 0;
  const lease = new Date(now.getTime() + (deps.leaseMs ?? LEASE_MS));
  const due = deps.db.select({ id: notificationDeliveries.id }).from(notificationDeliveries)
    .where(and(
      eq(notificationDeliveries.status, 'pending'),
      lte(notificationDeliveries.nextAttemptAt, now),
      or(isNull(notificationDeliveries.claimedUntil), lte(notificationDeliveries.claimedUntil, now)),
      inArray(notificationDeliveries.channel, configured),
    ))
    .orderBy(asc(notificationDeliveries.nextAttemptAt)).limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await deps.db.update(notificationDeliveries)
    .set({ claimedUntil: lease, attempts: sql`${notificationDeliveries.attempts} + 1` })
    .where(inArray(notificationDeliveries.id, due))
    .returning({ id: notificationDeliveries.id });
  if (claimed.length === 0) return 0;
  for (const item of await claimedContext(deps.db, claimed.map(({ id }) => id))) await deliverOne(deps, item, lease, now);
  return claimed.length;
}

/** Each claimed delivery with its job, its device (push), and what its recipient wants now. */
function claimedContext(db: Db, ids: string[]) {
  return db.select({
    delivery: notificationDeliveries,
    job: { kind: notificationJobs.kind, payload: notificationJobs.payload, userId: notificationJobs.userId },
    endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth,
    channelsOff: notificationSettings.channelsOff, emailDisabledReason: notificationSettings.emailDisabledReason,
    muted: proposedPlans.notificationsMuted,
    locale: users.locale,
  }).from(notificationDeliveries)
    .innerJoin(notificationJobs, eq(notificationJobs.id, notificationDeliveries.jobId))
    .leftJoin(pushSubscriptions, eq(pushSubscriptions.id, notificationDeliveries.pushSubscriptionId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, notificationDeliveries.userId))
    .leftJoin(proposedPlans, eq(proposedPlans.id, notificationJobs.planId))
    .leftJoin(users, eq(users.id, notificationJobs.userId))
    .where(inArray(notificationDeliveries.id, ids))
    .orderBy(asc(notificationDeliveries.nextAttemptAt));
}

type Claimed = Awaited<ReturnType<typeof claimedContext>>[number];

async function deliverOne(deps: DeliveryDeps, item: Claimed, lease: Date, now: Date) {
  const { delivery, job } = item;
  const recipient = { channelsOff: (item.channelsOff ?? {}) as ChannelsOff, emailDisabledReason: item.emailDisabledReason, muted: item.muted ?? false };
  if (job.userId && !stillWanted(recipient, job.kind, delivery.channel)) {
    return cancel(deps.db, delivery, lease, delivery.channel === 'email' && recipient.emailDisabledReason ? 'emailOff' : 'turnedOff');
  }
  // In the user's chosen language (English for one who follows the browser); an anonymous responder's
  // in the one their plan page was in when they answered.
  const locale = localeOrDefault(job.userId ? item.locale : (job.payload as Partial<ConfirmedPayload>).locale);
  const message = outgoingMessage(deps, job, delivery, now, locale);
  let result: SendResult;
  if (delivery.channel === 'email') {
    result = await sendSafely(() => deps.channels.email.send({ address: delivery.target }, message));
  } else {
    if (!item.endpoint || !item.p256dh || !item.auth) return cancel(deps.db, delivery, lease, 'deviceGone');
    const target = { endpoint: item.endpoint, p256dh: item.p256dh, auth: item.auth };
    result = await sendSafely(() => deps.channels.push.send(target, message));
  }
  const outcome = await recordOutcome(deps.db, delivery, lease, result, now);
  if (outcome) deps.onDelivery(delivery.channel, outcome);
}

/** A channel that throws instead of answering failed this time; it may do better later. */
async function sendSafely(send: () => Promise<SendResult>): Promise<SendResult> {
  try {
    return await send();
  } catch (error) {
    return { ok: false, permanent: false, reason: 'unexpected', error: error instanceof Error ? error.message : String(error) };
  }
}

/** Given up without an attempt: the claim's attempt is taken back. */
async function cancel(db: Db, delivery: DeliveryRow, lease: Date, reason: DeliveryFailure) {
  await db.update(notificationDeliveries)
    .set({ status: 'failed', lastErrorCode: reason, lastError: null, claimedUntil: null, attempts: sql`${notificationDeliveries.attempts} - 1` })
    .where(and(eq(notificationDeliveries.id, delivery.id), eq(notificationDeliveries.claimedUntil, lease)));
}

/**
 * Records the attempt and what follows: sent; or another attempt after the backoff; or given up
 * (a permanent failure, or MAX_ATTEMPTS reached). Only while this worker's lease holds: a worker
 * that overran it does not overwrite the outcome of the one that took over.
 */
function recordOutcome(db: Db, delivery: DeliveryRow, lease: Date, result: SendResult, now: Date): Promise<DeliveryOutcome | undefined> {
  return db.transaction(async (tx) => {
    const error = result.ok ? null : result.error.slice(0, 1000);
    const giveUp = !result.ok && (result.permanent || delivery.attempts >= MAX_ATTEMPTS);
    const [updated] = await tx.update(notificationDeliveries).set({
      status: result.ok ? 'sent' : giveUp ? 'failed' : 'pending',
      sentAt: result.ok ? now : null,
      lastErrorCode: result.ok ? null : result.reason,
      lastError: error,
      claimedUntil: null,
      ...(result.ok || giveUp ? {} : { nextAttemptAt: new Date(now.getTime() + backoffMs(delivery.attempts)) }),
    }).where(and(eq(notificationDeliveries.id, delivery.id), eq(notificationDeliveries.claimedUntil, lease)))
      .returning({ id: notificationDeliveries.id });
    if (!updated) return undefined;
    await tx.insert(notificationAttempts).values({ deliveryId: delivery.id, attemptedAt: now, ok: result.ok, error });
    if (delivery.channel === 'push' && delivery.pushSubscriptionId) {
      if (result.ok) await tx.update(pushSubscriptions).set({ lastSuccessAt: now }).where(eq(pushSubscriptions.id, delivery.pushSubscriptionId));
      else if (result.gone) await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, delivery.pushSubscriptionId));
    }
    if (delivery.channel === 'email' && delivery.userId) await countEmailOutcome(tx, delivery, result);
    return result.ok ? 'sent' : giveUp ? 'failed' : 'retry';
  });
}

/**
 * A sent email clears the user's count of failures in a row; one the address refused adds to it,
 * and at EMAIL_FAILURES_LIMIT their email is switched off with the reason (until they turn it back on).
 */
async function countEmailOutcome(tx: Db, delivery: DeliveryRow, result: SendResult) {
  const settings = eq(notificationSettings.userId, delivery.userId!);
  if (result.ok) {
    await tx.update(notificationSettings).set({ emailFailuresInRow: 0 }).where(settings);
    return;
  }
  if (!result.blamesTarget) return;
  const failures = sql`${notificationSettings.emailFailuresInRow} + 1`;
  const reason = `The last ${EMAIL_FAILURES_LIMIT} emails to ${delivery.target} failed (last: ${result.error.slice(0, 300)})`;
  // Switched off once, at the limit: a later failure keeps the reason of the switch.
  const atLimit = (value: string, kept: Column) =>
    sql`case when ${failures} >= ${EMAIL_FAILURES_LIMIT} then coalesce(${kept}, ${value}) else ${kept} end`;
  await tx.update(notificationSettings).set({
    emailFailuresInRow: failures,
    emailDisabledReason: atLimit(reason, notificationSettings.emailDisabledReason),
    emailDisabledCode: atLimit(result.reason, notificationSettings.emailDisabledCode),
  }).where(settings);
}

interface JobOfDelivery { kind: NotificationKind; payload: unknown; userId: string | null }

/** The job in words for one channel, its links absolute, its unsubscribe link for that kind and channel. */
function outgoingMessage(deps: DeliveryDeps, job: JobOfDelivery, { id, channel }: DeliveryRow, now: Date, locale: Locale): OutgoingMessage {
  const payload = job.payload as Payloads[NotificationKind];
  const words = renderMessage(job.kind, payload, locale);
  const token = unsubscribeToken(deps.secrets, job.userId
    ? { user: job.userId, kind: job.kind, channel }
    : { reaction: (payload as ConfirmedPayload).reactionId!, kind: 'plan.confirmed', channel: 'email' });
  return {
    id,
    kind: job.kind,
    locale,
    ...words,
    link: `${deps.baseUrl}${words.link}`,
    unsubscribeUrl: `${deps.baseUrl}/api/v1/notifications/unsubscribe/${token}`,
    unsubscribePageUrl: `${deps.baseUrl}/unsubscribe/${token}`,
    attachments: channel === 'email' ? attachmentsOf(job.kind, payload, Temporal.Instant.fromEpochMilliseconds(now.getTime()), locale) : undefined,
  };
}

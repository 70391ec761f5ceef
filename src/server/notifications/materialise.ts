import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { NotificationChannel, NotificationKind } from '@/domain/constants';
import type { Db } from '@/server/db/client';
import {
  notificationDeliveries, notificationJobs, notificationSettings, notifications, proposedPlans, pushSubscriptions, users,
} from '@/server/db/schema';
import type { NotificationChannels } from '@/server/notifications/channels';
import { type ChannelsOff, wants } from '@/server/notifications/preferences';

type JobRow = typeof notificationJobs.$inferSelect;
type NewDelivery = typeof notificationDeliveries.$inferInsert;

/** The kinds a plan's owner gets about it: the plan's mute silences them outside the app. */
export const OWNER_KINDS: readonly NotificationKind[] = ['plan.answered', 'plan.everyone-answered'];

/**
 * Claims the next due job (FOR UPDATE SKIP LOCKED: another worker takes the next one instead) and,
 * in the same transaction, writes its in-app notification (users only), one delivery per channel
 * target the recipient wants, and marks it done. False when nothing is due.
 */
export function materialiseNextJob(db: Db, channels: NotificationChannels, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(notificationJobs)
      .where(and(isNull(notificationJobs.doneAt), lte(notificationJobs.dueAt, now)))
      .orderBy(asc(notificationJobs.dueAt)).limit(1)
      .for('update', { skipLocked: true });
    if (!job) return false;
    const deliveries = job.userId ? await userDeliveries(tx, job, job.userId, channels) : anonymousDeliveries(job, channels);
    if (job.userId) {
      await tx.insert(notifications).values({ userId: job.userId, kind: job.kind, jobId: job.id, payload: job.payload, createdAt: now })
        .onConflictDoNothing();
    }
    if (deliveries.length) {
      await tx.insert(notificationDeliveries)
        .values(deliveries.map((delivery) => ({ ...delivery, jobId: job.id, nextAttemptAt: now, createdAt: now })))
        .onConflictDoNothing();
    }
    await tx.update(notificationJobs).set({ doneAt: now }).where(eq(notificationJobs.id, job.id));
    return true;
  });
}

type Target = Omit<NewDelivery, 'jobId' | 'nextAttemptAt'>;

/** An anonymous responder has only the address they left. */
const anonymousDeliveries = (job: JobRow, channels: NotificationChannels): Target[] =>
  channels.email.configured && job.email ? [{ channel: 'email', target: job.email }] : [];

export interface Recipient {
  channelsOff: ChannelsOff;
  emailDisabledReason: string | null;
  /** The plan's mute, for the owner's kinds. */
  muted: boolean;
}

/** Whether the recipient still wants `kind` on `channel`: their choice, the plan's mute, email switched off for failing. */
export const stillWanted = (recipient: Recipient, kind: NotificationKind, channel: NotificationChannel) =>
  wants(recipient.channelsOff, kind, channel) && !(recipient.muted && OWNER_KINDS.includes(kind))
  && !(channel === 'email' && recipient.emailDisabledReason !== null);

async function isMuted(tx: Db, job: Pick<JobRow, 'kind' | 'planId'>): Promise<boolean> {
  if (!job.planId || !OWNER_KINDS.includes(job.kind)) return false;
  const [plan] = await tx.select({ muted: proposedPlans.notificationsMuted }).from(proposedPlans).where(eq(proposedPlans.id, job.planId));
  return plan?.muted ?? false;
}

async function userDeliveries(tx: Db, job: JobRow, userId: string, channels: NotificationChannels): Promise<Target[]> {
  const [user] = await tx.select({
    email: users.email, channelsOff: notificationSettings.channelsOff, emailDisabledReason: notificationSettings.emailDisabledReason,
  }).from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) return [];
  const recipient: Recipient = {
    channelsOff: (user.channelsOff ?? {}) as ChannelsOff, emailDisabledReason: user.emailDisabledReason, muted: await isMuted(tx, job),
  };
  const wanted = (channel: NotificationChannel) => channels[channel].configured && stillWanted(recipient, job.kind, channel);
  const targets: Target[] = [];
  if (wanted('email') && user.email) targets.push({ userId, channel: 'email', target: user.email });
  if (wanted('push')) {
    const devices = await tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    targets.push(...devices.map(({ id }) => ({ userId, channel: 'push' as const, target: id, pushSubscriptionId: id })));
  }
  return targets;
}

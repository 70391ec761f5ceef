import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, type NotificationChannel, type NotificationKind } from '@/domain/constants';
import type { UnsubscribeState } from '@/domain/contract/notifications';
import type { Db } from '@/server/db/client';
import { notificationDeliveries, notificationJobs, reactions, users } from '@/server/db/schema';
import type { SecretBox } from '@/server/secrets';
import { changeSettings, settingsOf } from '@/server/repositories/notificationSettings';
import { wants } from '@/server/notifications/preferences';

/**
 * What a one-click unsubscribe link stops: one kind on one channel for a user, or, for an anonymous
 * responder, the address they left with their answer. The link is the only authority (no login, no
 * cookie), so its token is signed with a key derived from the app's secrets key: it can be neither
 * forged nor altered. It names the user or answer by id, which grants nothing by itself. It is short
 * enough for a path parameter: `{u|r}.{id as 22 base64url characters}.{kind}.{channel}.{signature}`.
 */
export type UnsubscribeGrant =
  | { user: string; kind: NotificationKind; channel: NotificationChannel }
  | { reaction: string; kind: 'plan.confirmed'; channel: 'email' };

const compactId = (uuid: string) => Buffer.from(uuid.replaceAll('-', ''), 'hex').toString('base64url');
const uuidOf = (compact: string) => {
  const hex = Buffer.from(compact, 'base64url').toString('hex');
  return hex.length === 32 ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` : undefined;
};

export function unsubscribeToken(secrets: SecretBox, grant: UnsubscribeGrant): string {
  const text = ['user' in grant ? `u.${compactId(grant.user)}` : `r.${compactId(grant.reaction)}`, grant.kind, grant.channel].join('.');
  return `${text}.${secrets.sign(text)}`;
}

export function openUnsubscribeToken(secrets: SecretBox, token: string): UnsubscribeGrant | undefined {
  const parts = token.split('.');
  const [type, compact] = parts;
  const [channel, signature] = parts.slice(-2) as [NotificationChannel, string];
  const kind = parts.slice(2, -2).join('.') as NotificationKind;
  const id = uuidOf(compact ?? '');
  if (!id || !signature || !secrets.verify(parts.slice(0, -1).join('.'), signature)) return undefined;
  if (!NOTIFICATION_KINDS.includes(kind) || !NOTIFICATION_CHANNELS.includes(channel)) return undefined;
  if (type === 'u') return { user: id, kind, channel };
  return type === 'r' && kind === 'plan.confirmed' && channel === 'email' ? { reaction: id, kind, channel } : undefined;
}

/** Whether the link's kind is stopped already; undefined when its user or answer is gone. */
export async function unsubscribeStateOf(db: Db, grant: UnsubscribeGrant, now: Date): Promise<UnsubscribeState | undefined> {
  const { kind, channel } = grant;
  if ('user' in grant) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, grant.user));
    if (!user) return undefined;
    return { kind, channel, unsubscribed: !wants((await settingsOf(db, user.id, now)).channelsOff, kind, channel) };
  }
  const [reaction] = await db.select({ email: reactions.reactorEmail }).from(reactions).where(eq(reactions.id, grant.reaction));
  return reaction && { kind, channel, unsubscribed: reaction.email === null };
}

/**
 * Stops what the link names: the user's kind on that channel (the worker checks again before each
 * send, so what is queued stops too); or the responder's address, forgotten at once, with what was
 * still to be sent to it.
 */
export async function unsubscribe(db: Db, grant: UnsubscribeGrant, now: Date): Promise<UnsubscribeState | undefined> {
  if ('user' in grant) {
    if (!(await unsubscribeStateOf(db, grant, now))) return undefined;
    await changeSettings(db, grant.user, now, ({ channelsOff }) => ({
      channelsOff: { ...channelsOff, [grant.kind]: { ...channelsOff[grant.kind], [grant.channel]: false } },
    }));
    return { kind: grant.kind, channel: grant.channel, unsubscribed: true };
  }
  return db.transaction(async (tx) => {
    const [reaction] = await tx.update(reactions).set({ reactorEmail: null }).where(eq(reactions.id, grant.reaction))
      .returning({ planId: reactions.proposedPlanId });
    if (!reaction) return undefined;
    const jobs = tx.select({ id: notificationJobs.id }).from(notificationJobs)
      .where(and(eq(notificationJobs.occasionKey, `plan.confirmed:${reaction.planId}:${grant.reaction}`), isNotNull(notificationJobs.email)));
    await tx.update(notificationDeliveries).set({ status: 'failed', lastErrorCode: 'unsubscribed' })
      .where(and(inArray(notificationDeliveries.jobId, jobs), eq(notificationDeliveries.status, 'pending')));
    await tx.update(notificationJobs).set({ doneAt: now }).where(and(inArray(notificationJobs.id, jobs), isNull(notificationJobs.doneAt)));
    return { kind: grant.kind, channel: grant.channel, unsubscribed: true };
  });
}

import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, exists, gt, isNull, or, sql } from 'drizzle-orm';
import type { AcceptedCount, ProposedPlan, Reaction, ReactionsPage } from '@/domain/contract/proposedPlans';
import { type AvatarName, MAX_ANSWERS_PER_PLAN } from '@/domain/constants';
import { type PlanSlot, slotKey, slotsToText } from '@/domain/planSlots';
import type { Db } from '@/server/db/client';
import { events, people, proposedPlans, reactions, userConnections, users } from '@/server/db/schema';
import { brokenUniqueIndex } from '@/server/db/errors';
import { enqueueAnswer, enqueueConfirmed, enqueueIfEveryoneAnswered } from '@/server/notifications/jobs';
import { param, prepared } from '@/server/db/prepared';
import { emitWebhookEvent } from '@/server/webhooks/outbox';
import { emitEventWebhook } from '@/server/repositories/events';
import type { Locale } from '@/domain/locales';

/** 96 random bits as 16 URL-safe characters. */
export const newShareCode = () => randomBytes(12).toString('base64url');

type PlanRow = typeof proposedPlans.$inferSelect;
type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The plan with its owner's public face and the person it was proposed to. */
function planQuery(db: Db) {
  return db
    .select({
      plan: proposedPlans,
      owner: { firstName: users.firstName, userAvatar: users.userAvatar, userColor: users.userColor },
      person: { personName: people.personName, personAvatar: people.personAvatar, personColor: people.personColor },
    })
    .from(proposedPlans)
    .innerJoin(users, eq(users.id, proposedPlans.userId))
    .innerJoin(people, eq(people.id, proposedPlans.personId));
}

export type PlanWithOwner = Awaited<ReturnType<ReturnType<typeof planQuery>['execute']>>[number];

/** The plan as `viewerId` (null: not logged in) may see it. */
export function toProposedPlan({ plan, owner, person }: PlanWithOwner, viewerId: string | null): ProposedPlan {
  const isOwner = plan.userId === viewerId;
  return {
    proposedPlanId: plan.id,
    proposedPlanTitle: plan.proposedPlanTitle,
    proposedPlanTimeSlots: slotsToText(plan.proposedPlanTimeSlots as PlanSlot[]),
    status: plan.status,
    planOutcomeDate: plan.planOutcomeDate,
    planOutcomeTimeSlot: plan.planOutcomeTimeSlot,
    shareCode: plan.shareCode,
    timeZone: plan.timeZone,
    byUserFirstname: owner.firstName,
    byUserAvatar: owner.userAvatar as AvatarName,
    byUserColor: owner.userColor,
    personId: isOwner ? plan.personId : null,
    personName: isOwner ? person.personName : null,
    personAvatar: isOwner ? person.personAvatar as AvatarName : null,
    personColor: isOwner ? person.personColor : null,
    eventId: isOwner ? plan.eventId : null,
    isOwner,
    created_at: plan.createdAt.toISOString(),
  };
}

export interface NewPlan {
  personId: string;
  title: string;
  slots: PlanSlot[];
  /** The owner's zone now, whose day parts the slots are. */
  timeZone: string;
}

export async function insertPlan(db: Db, userId: string, plan: NewPlan, createdAt: Date) {
  for (;;) {
    try {
      const [row] = await db.insert(proposedPlans).values({
        userId,
        personId: plan.personId,
        proposedPlanTitle: plan.title,
        proposedPlanTimeSlots: plan.slots,
        timeZone: plan.timeZone,
        shareCode: newShareCode(),
        createdAt,
      }).returning({ id: proposedPlans.id, shareCode: proposedPlans.shareCode });
      return row!;
    } catch (error) {
      // A share code drawn twice (odds 2^-96 per pair) is drawn again.
      if (brokenUniqueIndex(error) !== 'proposed_plans_share_code_key') throw error;
    }
  }
}

/** The plan's owner is not a user an admin deleted: their plans are gone for everyone else. */
const ownerIsLive = isNull(users.deletedAt);

export const findOwnPlan = async (db: Db, userId: string, planId: string) =>
  (await planQuery(db).where(and(eq(proposedPlans.id, planId), eq(proposedPlans.userId, userId))))[0];

/** Any plan of a live owner by id, for the public answer route. */
export const findPlanRow = async (db: Db, planId: string): Promise<PlanRow | undefined> =>
  (await db.select({ plan: proposedPlans }).from(proposedPlans)
    .innerJoin(users, eq(users.id, proposedPlans.userId))
    .where(and(eq(proposedPlans.id, planId), ownerIsLive)))[0]?.plan;

const planByShareCodeStatement = prepared('plan_by_share_code', (db) =>
  planQuery(db).where(and(eq(proposedPlans.shareCode, param('shareCode')), ownerIsLive)));

/** The public page's plan, asked by anyone with the link: prepared once. */
export const findPlanByShareCode = async (db: Db, shareCode: string) =>
  (await planByShareCodeStatement(db).execute({ shareCode }))[0];

/**
 * The user's own plans and the plans proposed to a person that its owner linked to this user
 * through a connection (while that owner is not deleted), newest first, in one query.
 */
export async function listPlans(db: Db, userId: string) {
  const linkedToMe = db.select({ one: sql`1` }).from(userConnections).where(or(
    and(
      eq(userConnections.requesterUserId, proposedPlans.userId),
      eq(userConnections.requesterPersonId, proposedPlans.personId),
      eq(userConnections.targetUserId, userId),
    ),
    and(
      eq(userConnections.targetUserId, proposedPlans.userId),
      eq(userConnections.targetPersonId, proposedPlans.personId),
      eq(userConnections.requesterUserId, userId),
    ),
  ));
  return planQuery(db)
    .where(and(or(eq(proposedPlans.userId, userId), exists(linkedToMe)), ownerIsLive))
    .orderBy(desc(proposedPlans.createdAt), desc(proposedPlans.id));
}

type ReactionRow = typeof reactions.$inferSelect;

export function toReaction(row: ReactionRow): Reaction {
  return {
    reactionId: row.id,
    proposedPlanId: row.proposedPlanId,
    reactionType: 'reacted',
    acceptedTimeSlots: slotsToText(row.acceptedTimeSlots as PlanSlot[]),
    reactorName: row.reactorName,
    reactionNotes: row.reactionNotes,
    reactedByUserId: row.reactedByUserId,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A page of the plan's answers, newest first: the `limit` newest, or with `before` (an answer of
 * the plan) the `limit` next older than that one. Walks the (plan, created_at) index from one end.
 */
export async function reactionsPageOf(db: Db, planId: string, page: { before?: string; limit: number }): Promise<ReactionsPage> {
  const olderThanBefore = page.before === undefined ? undefined : sql`(${reactions.createdAt}, ${reactions.id}) < (
    select cursor.created_at, cursor.id from ${reactions} as cursor where cursor.id = ${page.before} and cursor.proposed_plan_id = ${planId}
  )`;
  const rows = await db.select().from(reactions)
    .where(and(eq(reactions.proposedPlanId, planId), olderThanBefore))
    .orderBy(desc(reactions.createdAt), desc(reactions.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  return { reactions: shown.map(toReaction), nextReactionsBefore: rows.length > page.limit ? shown.at(-1)!.id : null };
}

/**
 * How many answers the plan has, and how many of them accept each of its `slots` (in that order),
 * counted in SQL so that the owner's page needs no more than one page of answers.
 */
export async function answerCountsOf(db: Db, planId: string, slots: PlanSlot[]): Promise<{ reactionCount: number; acceptedCounts: AcceptedCount[] }> {
  const [total, tallies] = await Promise.all([
    db.select({ answers: count() }).from(reactions).where(eq(reactions.proposedPlanId, planId)),
    db.execute(sql`
      select slot->>'date' as date, slot->>'timeSlot' as time_slot, count(*)::int as answers
      from ${reactions}, jsonb_array_elements(${reactions.acceptedTimeSlots}) as slot
      where ${reactions.proposedPlanId} = ${planId}
      group by 1, 2`) as unknown as Promise<{ rows: { date: string; time_slot: PlanSlot['timeSlot']; answers: number }[] }>,
  ]);
  const bySlot = new Map(tallies.rows.map((row) => [slotKey({ date: row.date, timeSlot: row.time_slot }), row.answers]));
  return {
    reactionCount: total[0]?.answers ?? 0,
    acceptedCounts: slots.map((slot) => ({ ...slot, count: bySlot.get(slotKey(slot)) ?? 0 })),
  };
}

/** Locks the plan row until the transaction ends, so an answer and the owner's decision never cross. */
const lockPlan = async (tx: Transaction, planId: string) =>
  (await tx.select().from(proposedPlans).where(eq(proposedPlans.id, planId)).for('update'))[0];

export interface NewReaction {
  acceptedTimeSlots: PlanSlot[];
  reactorName: string;
  reactionNotes: string | null;
  reactedByUserId: string | null;
  /** An anonymous responder's address for the outcome; null for a signed-in one (their account hears it). */
  reactorEmail: string | null;
  /** The language of an anonymous responder with an address (their page's), for the outcome's email. */
  reactorLocale: Locale | null;
}

/**
 * Stores an answer while the plan is still proposed; a logged-in responder's new answer replaces
 * their earlier one. Returns the reaction id, `closed` when the plan is no longer open, or `full`
 * when it has MAX_ANSWERS_PER_PLAN answers already: they are counted while the plan row is locked,
 * so two answers at once cannot both take the last place. The owner's notifications are queued in
 * the same transaction (answers within `batchSeconds` of each other make one message).
 */
export function insertReaction(db: Db, planId: string, reaction: NewReaction, createdAt: Date, batchSeconds: number) {
  return db.transaction(async (tx): Promise<string | 'closed' | 'full'> => {
    const plan = await lockPlan(tx, planId);
    if (plan?.status !== 'proposed') return 'closed';
    const reactionId = await storeReaction(tx, planId, reaction, createdAt);
    if (reactionId === 'full') return reactionId;
    // The owner trying their own plan's page is not news to them; to their webhooks it is an answer like any other.
    if (reaction.reactedByUserId !== plan.userId) {
      await enqueueAnswer(tx, plan, { reactionId, name: reaction.reactorName, at: createdAt }, batchSeconds);
    }
    await emitWebhookEvent(tx, plan.userId, 'plan.answered', async () => {
      const [row] = await tx.select().from(reactions).where(eq(reactions.id, reactionId));
      return { proposedPlanId: plan.id, proposedPlanTitle: plan.proposedPlanTitle, reaction: toReaction(row!) };
    }, createdAt);
    return reactionId;
  });
}

async function storeReaction(tx: Transaction, planId: string, reaction: NewReaction, createdAt: Date): Promise<string | 'full'> {
  if (reaction.reactedByUserId) {
    const [updated] = await tx.update(reactions)
      .set({ ...reaction, createdAt })
      .where(and(eq(reactions.proposedPlanId, planId), eq(reactions.reactedByUserId, reaction.reactedByUserId)))
      .returning({ id: reactions.id });
    if (updated) return updated.id;
  }
  const [answers] = await tx.select({ count: count() }).from(reactions).where(eq(reactions.proposedPlanId, planId));
  if ((answers?.count ?? 0) >= MAX_ANSWERS_PER_PLAN) return 'full';
  const [row] = await tx.insert(reactions).values({ proposedPlanId: planId, ...reaction, createdAt }).returning({ id: reactions.id });
  return row!.id;
}

/**
 * Confirms a proposed plan on its winning slot and creates the one confirmed fun-plan event with
 * its person in that slot, together, and queues the responders' news of it. Returns the event id,
 * or `closed` when the plan was decided before.
 */
export function confirmPlan(db: Db, userId: string, planId: string, winner: PlanSlot, now: Date) {
  return db.transaction(async (tx): Promise<string | 'closed'> => {
    const plan = await lockPlan(tx, planId);
    if (!plan || plan.userId !== userId || plan.status !== 'proposed') return 'closed';
    const eventId = await insertPlanEvent(tx, plan, winner);
    await tx.update(proposedPlans)
      .set({ status: 'confirmed', planOutcomeDate: winner.date, planOutcomeTimeSlot: winner.timeSlot, eventId })
      .where(eq(proposedPlans.id, planId));
    await enqueueConfirmed(tx, plan, winner, now);
    await emitWebhookEvent(tx, userId, 'plan.confirmed', () => ({
      proposedPlanId: plan.id, proposedPlanTitle: plan.proposedPlanTitle, planOutcomeDate: winner.date, planOutcomeTimeSlot: winner.timeSlot, eventId,
    }), now);
    await emitEventWebhook(tx, userId, 'event.created', eventId, now);
    return eventId;
  });
}

/** The owner's notification choices for one of their plans; undefined when it is not theirs. */
export async function updatePlanNotifications(
  db: Db, userId: string, planId: string, changes: { notificationsMuted?: boolean; expectedAnswers?: number | null }, now: Date,
) {
  const own = and(eq(proposedPlans.id, planId), eq(proposedPlans.userId, userId));
  return db.transaction(async (tx) => {
    const [row] = Object.keys(changes).length
      ? await tx.update(proposedPlans).set(changes).where(own).returning()
      : await tx.select().from(proposedPlans).where(own);
    if (!row) return undefined;
    // A number the answers have reached already: everyone has answered now (the update holds the row's lock).
    if (changes.expectedAnswers && row.status === 'proposed') await enqueueIfEveryoneAnswered(tx, row, now);
    return { notificationsMuted: row.notificationsMuted, expectedAnswers: row.expectedAnswers };
  });
}

/** The confirmed FUNPLANS_EVENT that a plan's winning slot becomes. */
async function insertPlanEvent(tx: Transaction, plan: PlanRow, winner: PlanSlot) {
  const [row] = await tx.insert(events).values({
    userId: plan.userId,
    personId: plan.personId,
    eventType: 'FUNPLANS_EVENT',
    eventTitle: plan.proposedPlanTitle,
    eventDate: winner.date,
    eventTimeSlot: winner.timeSlot,
    status: 'confirmed',
  }).returning({ id: events.id });
  return row!.id;
}

/** Returns false when the plan is not the user's or was decided before. */
export async function cancelPlan(db: Db, userId: string, planId: string) {
  const rows = await db.update(proposedPlans).set({ status: 'canceled' })
    .where(and(eq(proposedPlans.id, planId), eq(proposedPlans.userId, userId), eq(proposedPlans.status, 'proposed')))
    .returning({ id: proposedPlans.id });
  return rows.length > 0;
}

/** The owner has now seen every answer so far. Returns false when the plan is not the user's. */
export async function markAnswersSeen(db: Db, userId: string, planId: string, seenAt: Date) {
  const rows = await db.update(proposedPlans).set({ lastSeenReactionsAt: seenAt })
    .where(and(eq(proposedPlans.id, planId), eq(proposedPlans.userId, userId)))
    .returning({ id: proposedPlans.id });
  return rows.length > 0;
}

/** How many of the user's plans have an answer newer than the owner's last look. */
export async function countPlansWithNewAnswers(db: Db, userId: string) {
  const newAnswer = db.select({ one: sql`1` }).from(reactions).where(and(
    eq(reactions.proposedPlanId, proposedPlans.id),
    gt(reactions.createdAt, sql`coalesce(${proposedPlans.lastSeenReactionsAt}, '-infinity'::timestamptz)`),
  ));
  const [row] = await db.select({ plans: count() }).from(proposedPlans)
    .where(and(eq(proposedPlans.userId, userId), exists(newAnswer)));
  return row?.plans ?? 0;
}

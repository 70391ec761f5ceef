import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationKind } from '@/domain/constants';
import type { PlanSlot } from '@/domain/planSlots';
import type { Db } from '@/server/db/client';
import { notificationJobs, proposedPlans, reactions, userConnections, users } from '@/server/db/schema';
import { localeOrDefault } from '@/server/i18n';
import type { AnsweredPayload, ConfirmedPayload, Payloads } from '@/server/notifications/messages';

/**
 * The outbox's writers. Each is called inside the transaction of what causes it (an answer, the
 * owner's pick, a daily pass), so the event and its messages are stored together or not at all; the
 * unique occasion key keeps a retry, a restart or a second server from making a job twice.
 */

type PlanRow = typeof proposedPlans.$inferSelect;

export interface NewJob<K extends NotificationKind> {
  kind: K;
  occasionKey: string;
  payload: Payloads[K];
  dueAt: Date;
  userId?: string;
  email?: string;
  planId?: string;
}

/** Stores the jobs whose occasion has none yet; the others were made before (by this server or another). */
export async function enqueue(tx: Db, jobs: NewJob<NotificationKind>[]) {
  if (jobs.length === 0) return;
  await tx.insert(notificationJobs).values(jobs).onConflictDoNothing({ target: notificationJobs.occasionKey });
}

export interface Answer { reactionId: string; name: string; at: Date }

/**
 * A new or changed answer to `plan` (whose row the caller holds locked). The owner's pending
 * `plan.answered` message takes the responder's name and waits `batchSeconds` more, so answers that
 * come close together make one message; without one, a new message is queued. Then, when the answers
 * reach what the owner expects, `plan.everyone-answered`, once per plan.
 */
export async function enqueueAnswer(tx: Db, plan: PlanRow, answer: Answer, batchSeconds: number) {
  const dueAt = new Date(answer.at.getTime() + batchSeconds * 1000);
  const entry = { reactionId: answer.reactionId, name: answer.name };
  const [batched] = await tx.update(notificationJobs)
    .set({
      // A responder who changes their answer within the window is named once.
      payload: sql`case when ${notificationJobs.payload}->'answers' @> ${JSON.stringify([{ reactionId: entry.reactionId }])}::jsonb
        then ${notificationJobs.payload}
        else jsonb_set(${notificationJobs.payload}, '{answers}', (${notificationJobs.payload}->'answers') || ${JSON.stringify([entry])}::jsonb) end`,
      dueAt,
    })
    .where(and(eq(notificationJobs.planId, plan.id), eq(notificationJobs.kind, 'plan.answered'), isNull(notificationJobs.doneAt)))
    .returning({ id: notificationJobs.id });
  if (!batched) {
    const payload: AnsweredPayload = { planId: plan.id, title: plan.proposedPlanTitle, answers: [entry] };
    // A signed-in responder's changed answer keeps its id: the time tells the occasions apart.
    await enqueue(tx, [{
      kind: 'plan.answered', userId: plan.userId, planId: plan.id, occasionKey: `plan.answered:${answer.reactionId}:${answer.at.getTime()}`, payload, dueAt,
    }]);
  }
  await enqueueIfEveryoneAnswered(tx, plan, dueAt);
}

/**
 * `plan.everyone-answered`, once per plan, when the answers reach what the owner expects: after an
 * answer, or when the owner sets a number the answers have already reached.
 */
export async function enqueueIfEveryoneAnswered(tx: Db, plan: PlanRow, dueAt: Date) {
  const answers = await everyoneAnswered(tx, plan);
  if (answers === undefined) return;
  await enqueue(tx, [{
    kind: 'plan.everyone-answered', userId: plan.userId, planId: plan.id, occasionKey: `plan.everyone-answered:${plan.id}`,
    payload: { planId: plan.id, title: plan.proposedPlanTitle, answers }, dueAt,
  }]);
}

/**
 * The number of answers when everyone the owner expects has answered, else undefined: as many
 * answers as the owner asked for, or, without that number, an answer from every (live) user linked to
 * the plan's person through a connection with the owner. A plan shared only by link has no one to wait for.
 */
async function everyoneAnswered(tx: Db, plan: PlanRow): Promise<number | undefined> {
  const [answers] = await tx.select({ count: count() }).from(reactions).where(eq(reactions.proposedPlanId, plan.id));
  const total = answers?.count ?? 0;
  if (plan.expectedAnswers !== null) return total >= plan.expectedAnswers ? total : undefined;
  const linked = sql`case when ${userConnections.requesterUserId} = ${plan.userId} then ${userConnections.targetUserId} else ${userConnections.requesterUserId} end`;
  const answered = sql`exists (select 1 from ${reactions} where ${reactions.proposedPlanId} = ${plan.id} and ${reactions.reactedByUserId} = ${users.id})`;
  const [people] = await tx.select({ linked: count(), answered: sql<number>`count(*) filter (where ${answered})`.mapWith(Number) })
    .from(userConnections)
    .innerJoin(users, and(eq(users.id, linked), isNull(users.deletedAt)))
    .where(sql`(${userConnections.requesterUserId} = ${plan.userId} and ${userConnections.requesterPersonId} = ${plan.personId})
      or (${userConnections.targetUserId} = ${plan.userId} and ${userConnections.targetPersonId} = ${plan.personId})`);
  return people && people.linked > 0 && people.answered === people.linked ? total : undefined;
}

/**
 * The owner picked `winner`: every signed-in responder but the owner hears it, and so does every
 * anonymous one who left an address, each with the slot (their email attaches the calendar file), in
 * the language they answered in.
 */
export async function enqueueConfirmed(tx: Db, plan: PlanRow, winner: PlanSlot, now: Date) {
  const [owner] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, plan.userId));
  const responders = await tx.select({ id: reactions.id, userId: reactions.reactedByUserId, email: reactions.reactorEmail, locale: reactions.reactorLocale })
    .from(reactions).where(eq(reactions.proposedPlanId, plan.id));
  const payload: ConfirmedPayload = {
    proposedPlanId: plan.id, title: plan.proposedPlanTitle, shareCode: plan.shareCode, winner, ownerFirstName: owner!.firstName, timeZone: plan.timeZone,
  };
  const job = { kind: 'plan.confirmed' as const, planId: plan.id, dueAt: now };
  await enqueue(tx, responders.flatMap((responder): NewJob<'plan.confirmed'>[] => {
    if (responder.userId) {
      return responder.userId === plan.userId ? [] : [{ ...job, userId: responder.userId, occasionKey: `plan.confirmed:${plan.id}:${responder.userId}`, payload }];
    }
    return responder.email
      ? [{ ...job, email: responder.email, occasionKey: `plan.confirmed:${plan.id}:${responder.id}`, payload: { ...payload, reactionId: responder.id, locale: localeOrDefault(responder.locale) } }]
      : [];
  }));
}

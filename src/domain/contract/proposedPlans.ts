import { z } from 'zod';
import { AVATAR_NAMES, EVENT_STATUSES, MAX_ANSWERS_PER_PLAN, MAX_REACTIONS_PAGE, REACTIONS_PAGE } from '@/domain/constants';
import { email } from '@/domain/contract/auth';
import { instant, isoDate, name, notes, title, uuid } from '@/domain/contract/common';
import { timeSlot } from '@/domain/contract/events';
import { ISSUE_TEXTS } from '@/domain/contract/issueTexts';

/** JSON text of `[{date, timeSlot}, …]`; its content is checked by the server (see planSlots.ts). */
const slotsText = z.string().max(4000);

/** Share codes are base64url text (see the server's share-code generator). */
export const shareCodeParams = z.object({ shareCode: z.string().regex(/^[A-Za-z0-9_-]{11,64}$/, ISSUE_TEXTS.shareCode.id) });

// Defined with the constants, so that the response page knows it without loading the contract.

export const reaction = z.object({
  reactionId: uuid,
  proposedPlanId: uuid,
  reactionType: z.literal('reacted'),
  acceptedTimeSlots: z.string(),
  reactorName: z.string(),
  reactionNotes: z.string().nullable(),
  reactedByUserId: uuid.nullable(),
  created_at: instant,
});
export type Reaction = z.infer<typeof reaction>;

/**
 * A plan as its owner and its responders see it. Who it was proposed to (`personName`…) is the
 * owner's own note about a person, so it is null for everyone else; so is the created event's id.
 */
export const proposedPlan = z.object({
  proposedPlanId: uuid,
  proposedPlanTitle: z.string(),
  proposedPlanTimeSlots: z.string(),
  status: z.enum(EVENT_STATUSES),
  planOutcomeDate: isoDate.nullable(),
  planOutcomeTimeSlot: timeSlot.nullable(),
  shareCode: z.string(),
  /** The owner's IANA zone when they proposed the plan: its slots are that zone's day parts. */
  timeZone: z.string(),
  byUserFirstname: z.string(),
  byUserAvatar: z.enum(AVATAR_NAMES),
  byUserColor: z.string(),
  personId: uuid.nullable(),
  personName: z.string().nullable(),
  personAvatar: z.enum(AVATAR_NAMES).nullable(),
  personColor: z.string().nullable(),
  eventId: uuid.nullable(),
  isOwner: z.boolean(),
  created_at: instant,
});
export type ProposedPlan = z.infer<typeof proposedPlan>;

/** How many answers of all accept one of the plan's slots. */
export const acceptedCount = z.object({ date: isoDate, timeSlot, count: z.number().int().min(0) });
export type AcceptedCount = z.infer<typeof acceptedCount>;

/** Answers come a page at a time, newest first; `before` names the oldest answer the client has. */
export const reactionsQuery = z.object({
  before: uuid.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_REACTIONS_PAGE).default(REACTIONS_PAGE),
});
export type ReactionsQuery = z.input<typeof reactionsQuery>;

/** A page of answers and the `before` of the next (older) page, null when this was the last. */
export const reactionsPage = z.object({ reactions: z.array(reaction), nextReactionsBefore: uuid.nullable() });
export type ReactionsPage = z.infer<typeof reactionsPage>;

/**
 * The owner's view: the plan with its newest page of answers (newest first; older pages with
 * GET /proposedplans/{id}/reactions?before=…), and counts over all answers: how many there are and
 * how many accept each slot (in the plan's slot order), for the availability grid.
 */
export const proposedPlanDetail = proposedPlan.extend({
  reactions: z.array(reaction),
  nextReactionsBefore: uuid.nullable(),
  reactionCount: z.number().int().min(0),
  acceptedCounts: z.array(acceptedCount),
  notificationsMuted: z.boolean(),
  expectedAnswers: z.number().int().min(1).max(MAX_ANSWERS_PER_PLAN).nullable(),
});
export type ProposedPlanDetail = z.infer<typeof proposedPlanDetail>;

export const createPlanBody = z.object({
  withPersonId: uuid,
  proposedPlanTitle: title,
  proposedPlanTimeSlots: slotsText,
});
export type CreatePlanBody = z.infer<typeof createPlanBody>;

export const planCreated = z.object({ proposedPlanId: uuid, shareCode: z.string(), message: z.string() });

/** Confirming names the winning slot; canceling names none. */
export const updatePlanBody = z.object({
  status: z.enum(['confirmed', 'canceled']),
  planOutcomeDate: isoDate.optional(),
  planOutcomeTimeSlot: timeSlot.optional(),
});
export type UpdatePlanBody = z.infer<typeof updatePlanBody>;

export const planUpdated = z.object({ proposedPlanId: uuid, eventId: uuid.optional() });

export const reactionBody = z.object({
  /** Required from anonymous responders; a logged-in responder's first name is used instead. */
  reactorName: name.optional(),
  reactionNotes: notes.optional(),
  acceptedTimeSlots: slotsText,
  /** An anonymous responder's address for the plan's outcome (used for nothing else). */
  reactorEmail: email.optional(),
});
export type ReactionBody = z.infer<typeof reactionBody>;

export const reactionAdded = z.object({ reactionId: uuid });

/** For the inbox link: how many of the owner's plans have answers the owner has not opened yet. */
export const unseenAnswers = z.object({ plansWithNewAnswers: z.number().int().min(0) });
export type UnseenAnswers = z.infer<typeof unseenAnswers>;

export const planSeen = z.object({ proposedPlanId: uuid });

/** The owner's notification choices for one plan: mute it, or say how many answers make "everyone answered". */
export const planNotificationsBody = z.object({
  notificationsMuted: z.boolean().optional(),
  expectedAnswers: z.number().int().min(1).max(MAX_ANSWERS_PER_PLAN).nullable().optional(),
});
export type PlanNotificationsBody = z.infer<typeof planNotificationsBody>;
export const planNotifications = z.object({
  proposedPlanId: uuid,
  notificationsMuted: z.boolean(),
  expectedAnswers: z.number().int().min(1).max(MAX_ANSWERS_PER_PLAN).nullable(),
});
export type PlanNotifications = z.infer<typeof planNotifications>;

/** A change of a plan's notification choices, as the owner's page hands it to the service. */
export interface PlanNotificationsChange {
  proposedPlanId: string;
  body: PlanNotificationsBody;
}

/** A winning slot, as the owner's page hands it to the service. */
export interface PlanDecision {
  proposedPlanId: string;
  body: UpdatePlanBody;
}

/** The next page of a plan's answers, as the owner's page asks for it. */
export interface ReactionsPageRequest {
  proposedPlanId: string;
  before: string;
}

/** An answer, as the response page hands it to the service. */
export interface PlanAnswer {
  proposedPlanId: string;
  body: ReactionBody;
}

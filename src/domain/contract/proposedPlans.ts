import { z } from 'zod';
import { AVATAR_NAMES, EVENT_STATUSES } from '@/domain/constants';
import { instant, isoDate, name, notes, title, uuid } from '@/domain/contract/common';
import { timeSlot } from '@/domain/contract/events';

/** JSON text of `[{date, timeSlot}, …]`; its content is checked by the server (see planSlots.ts). */
const slotsText = z.string().max(4000);

/** Share codes are base64url text (see the server's share-code generator). */
export const shareCodeParams = z.object({ shareCode: z.string().regex(/^[A-Za-z0-9_-]{11,64}$/, 'not a share code') });

// Defined with the constants, so that the response page knows it without loading the contract.
export { PLAN_NOT_FOUND } from '@/domain/constants';

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

/** The owner's view: the plan with every answer, oldest first. */
export const proposedPlanDetail = proposedPlan.extend({ reactions: z.array(reaction) });
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
});
export type ReactionBody = z.infer<typeof reactionBody>;

export const reactionAdded = z.object({ reactionId: uuid });

/** For the inbox link: how many of the owner's plans have answers the owner has not opened yet. */
export const unseenAnswers = z.object({ plansWithNewAnswers: z.number().int().min(0) });
export type UnseenAnswers = z.infer<typeof unseenAnswers>;

export const planSeen = z.object({ proposedPlanId: uuid });

/** A winning slot, as the owner's page hands it to the service. */
export interface PlanDecision {
  proposedPlanId: string;
  body: UpdatePlanBody;
}

/** An answer, as the response page hands it to the service. */
export interface PlanAnswer {
  proposedPlanId: string;
  body: ReactionBody;
}

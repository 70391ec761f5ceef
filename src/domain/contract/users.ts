import { z } from 'zod';
import { PRICING_PLANS } from '@/domain/constants';
import { instant, uuid } from '@/domain/contract/common';
import { user } from '@/domain/contract/auth';
import { event } from '@/domain/contract/events';
import { person } from '@/domain/contract/people';
import { feedbackEntry } from '@/domain/contract/feedback';

/** A user as admins list them: counts of what they keep, and who soft-deleted them when. */
export const adminUser = user.extend({
  personCount: z.number().int().min(0),
  eventCount: z.number().int().min(0),
  deletedByAdminUserId: uuid.nullable(),
  deleted_at: instant.nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUserDetail = z.object({
  userDetails: adminUser,
  userNetwork: z.array(person),
  /** Before the user's today, newest first, at most 50. */
  userRecentEvents: z.array(event),
  /** What the user sent through the subscription page, newest first. */
  userFeedback: z.array(feedbackEntry),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const planBody = z.object({ pricingPlan: z.enum(PRICING_PLANS) });
export type PlanBody = z.infer<typeof planBody>;
export type PricingPlan = PlanBody['pricingPlan'];

/** What an admin switches: whose plan, to which. */
export interface PlanChange extends PlanBody {
  userId: string;
}

export const planChanged = z.object({ userId: uuid, pricingPlan: z.enum(PRICING_PLANS) });

export const userDeletedByAdmin = z.object({ userId: uuid });
export const userRestored = z.object({ userId: uuid });

/** The 409 of deleting an admin: no admin can lock the others out. */
export const ADMIN_NOT_DELETABLE = 'Admins cannot be deleted';

const INVITE_CODE_MAX = 32;

/** Invite codes are short and typed by hand; the server compares them in capitals. */
export const inviteCodeParams = z.object({ code: z.string().trim().min(1).max(INVITE_CODE_MAX) });

/** All that an invite code reveals about its owner. */
export const inviteCodeUser = z.object({ userId: uuid, firstName: z.string(), lastName: z.string() });
export type InviteCodeUser = z.infer<typeof inviteCodeUser>;



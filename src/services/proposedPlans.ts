import type {
  CreatePlanBody, PlanAnswer, PlanDecision, PlanNotificationsChange, ReactionsPageRequest, ReactionsQuery,
} from '@/domain/contract/proposedPlans';
import { type CallOptions, request } from '@/services/request';

const path = (proposedPlanId: string) => `/proposedplans/${encodeURIComponent(proposedPlanId)}`;

/** The user's own plans and the ones proposed to them, newest first. */
export const fetchPlans = ({ signal }: CallOptions = {}) =>
  request('proposedPlans', { method: 'GET', url: '/proposedplans', signal });

export const fetchUnseenAnswers = ({ signal }: CallOptions = {}) =>
  request('unseenAnswers', { method: 'GET', url: '/proposedplans/unseen', signal });

/**
 * The owner's view of a plan with its answers; once it has loaded, the answers count as seen
 * (the inbox link stops counting them).
 */
export async function openPlan(proposedPlanId: string, { signal }: CallOptions = {}) {
  const result = await request('proposedPlanDetail', { method: 'GET', url: path(proposedPlanId), signal });
  if (result.status === 'success') await request('planSeen', { method: 'PUT', url: `${path(proposedPlanId)}/seen`, signal });
  return result;
}

/** The owner's next page of answers, older than the answer `before`. */
export const fetchReactionsPage = ({ proposedPlanId, before }: ReactionsPageRequest, { signal }: CallOptions = {}) =>
  request('reactionsPage', { method: 'GET', url: `${path(proposedPlanId)}/reactions`, params: { before } satisfies ReactionsQuery, signal });

/** Anyone's view of a plan by its share code; no login needed. */
export const fetchPlanByCode = (shareCode: string, { signal }: CallOptions = {}) =>
  request('proposedPlan', { method: 'GET', url: `/proposedplans/bycode/${encodeURIComponent(shareCode)}`, signal });

export const createPlan = (body: CreatePlanBody, { signal }: CallOptions = {}) =>
  request('planCreated', { method: 'POST', url: '/proposedplans', data: body, signal });

export const answerPlan = ({ proposedPlanId, body }: PlanAnswer, { signal }: CallOptions = {}) =>
  request('reactionAdded', { method: 'POST', url: `${path(proposedPlanId)}/reactions`, data: body, signal });

/** Picks the winning slot: the plan is confirmed and its event created. */
export const decidePlan = ({ proposedPlanId, body }: PlanDecision, { signal }: CallOptions = {}) =>
  request('planUpdated', { method: 'PUT', url: path(proposedPlanId), data: body, signal });

/** The owner's notification choices for the plan: its mute, and how many answers make "everyone answered". */
export const savePlanNotifications = ({ proposedPlanId, body }: PlanNotificationsChange, { signal }: CallOptions = {}) =>
  request('planNotifications', { method: 'PUT', url: `${path(proposedPlanId)}/notifications`, data: body, signal });

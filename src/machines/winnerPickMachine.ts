import { msg } from '@lingui/core/macro';
import type { PlanDecision } from '@/domain/contract/proposedPlans';
import type { PlanSlot } from '@/domain/planSlots';
import { createConfirmMachine } from '@/machines/confirmMachine';

/**
 * Picking the winning slot of a proposed plan on /proposedplans/{id}, after a confirmation (one
 * actor a slot): the plan is confirmed on it and its event created; the page then loads the plan
 * again. SPEC.md leaves picking to a mobile app; here the web app picks the winner itself.
 */
export const winnerPickMachine = createConfirmMachine<PlanDecision>({
  id: 'winnerPick',
  actor: 'decidePlan',
  failed: (message) => msg`Error picking winner: ${message}`,
  unknownError: msg`Unknown error picking winner`,
});

/** What picking `slot` asks of the server: the plan confirmed on it. */
export const winnerDecision = (proposedPlanId: string, { date, timeSlot }: PlanSlot): PlanDecision => ({
  proposedPlanId,
  body: { status: 'confirmed', planOutcomeDate: date, planOutcomeTimeSlot: timeSlot },
});

import { msg } from '@lingui/core/macro';
import type { ProposedPlanDetail } from '@/domain/contract/proposedPlans';
import { createDetailMachine } from '@/machines/detailMachine';

/** The owner's view of a plan with its answers (/proposedplans/{id}). */
export const planDetailMachine = createDetailMachine<ProposedPlanDetail>({
  actor: 'fetchPlanDetail',
  id: 'planDetail',
  failed: (message) => msg`Error fetching plan: ${message}`,
  unknownError: msg`Error fetching plan`,
});

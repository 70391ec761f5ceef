import type { ProposedPlan } from '@/domain/contract/proposedPlans';
import { createDetailMachine } from '@/machines/detailMachine';

/** The user's own and incoming plans for /inbox; the input id is unused ('inbox'). */
export const inboxMachine = createDetailMachine<ProposedPlan[]>({
  actor: 'fetchPlans',
  id: 'inbox',
  errorMessage: 'Error fetching plans',
});

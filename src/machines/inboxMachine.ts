import { msg } from '@lingui/core/macro';
import type { ProposedPlan } from '@/domain/contract/proposedPlans';
import { createDetailMachine } from '@/machines/detailMachine';

/** The user's own and incoming plans for /inbox (a list: started with LIST). */
export const inboxMachine = createDetailMachine<ProposedPlan[]>({
  actor: 'fetchPlans',
  id: 'inbox',
  failed: (message) => msg`Error fetching plans: ${message}`,
  unknownError: msg`Error fetching plans`,
});

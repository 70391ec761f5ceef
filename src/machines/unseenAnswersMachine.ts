import { msg } from '@lingui/core/macro';
import type { UnseenAnswers } from '@/domain/contract/proposedPlans';
import { createDetailMachine } from '@/machines/detailMachine';

/** How many of the owner's plans have answers not yet seen, for the inbox link (started with LIST). */
export const unseenAnswersMachine = createDetailMachine<UnseenAnswers>({
  actor: 'fetchUnseenAnswers',
  id: 'unseenAnswers',
  failed: (message) => msg`Error fetching plans: ${message}`,
  unknownError: msg`Error fetching plans`,
});

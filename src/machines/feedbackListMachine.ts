import { msg } from '@lingui/core/macro';
import type { FeedbackEntry } from '@/domain/contract/feedback';
import { createDetailMachine } from '@/machines/detailMachine';

/** The feedback the user has sent, on /subscription. */
export const feedbackListMachine = createDetailMachine<FeedbackEntry[]>({
  actor: 'fetchFeedback',
  id: 'feedbackList',
  failed: (message) => msg`Error fetching feedback: ${message}`,
  unknownError: msg`Error fetching feedback`,
});

import type { FeedbackEntry } from '@/domain/contract/feedback';
import { createDetailMachine } from '@/machines/detailMachine';

/** The feedback the user has sent, on /subscription. */
export const feedbackListMachine = createDetailMachine<FeedbackEntry[]>({
  actor: 'fetchFeedback',
  id: 'feedbackList',
  errorMessage: 'Error fetching feedback',
});

import { createDetailMachine } from '@/machines/detailMachine';
import { createSubmitMachine } from '@/machines/submitMachine';

/** The user's own feed address on /settings, and a new one on request (the old one stops working). */
export const icalFeedMachine = createDetailMachine<{ url: string }>({
  id: 'icalFeed',
  actor: 'fetchIcalFeed',
  errorMessage: 'Error fetching calendar feed',
});

export const icalFeedRegenerateMachine = createSubmitMachine<null, { url: string }>({
  id: 'icalFeedRegenerate',
  actor: 'regenerateIcalFeed',
  doing: 'regenerating calendar feed',
});

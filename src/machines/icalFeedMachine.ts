import { msg } from '@lingui/core/macro';
import { createDetailMachine } from '@/machines/detailMachine';
import { createConfirmMachine } from '@/machines/confirmMachine';

/** The user's own feed address on /settings, and a new one on request (the old one stops working). */
export const icalFeedMachine = createDetailMachine<{ url: string }>({
  id: 'icalFeed',
  actor: 'fetchIcalFeed',
  failed: (message) => msg`Error fetching calendar feed: ${message}`,
  unknownError: msg`Error fetching calendar feed`,
});

/** A new address after a confirmation, as it cannot be undone; the page then loads the feed again. */
export const icalFeedRegenerateMachine = createConfirmMachine({
  id: 'icalFeedRegenerate',
  actor: 'regenerateIcalFeed',
  failed: (message) => msg`Error regenerating calendar feed: ${message}`,
  unknownError: msg`Unknown error regenerating calendar feed`,
});

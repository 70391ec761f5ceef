import { msg } from '@lingui/core/macro';
import type { Home } from '@/domain/contract/home';
import { createDetailMachine } from '@/machines/detailMachine';

/**
 * Home's cards besides the week planner: the next plan, reminders and catch-up suggestions, in one
 * call. Started with LIST: there is one Home per user.
 */
export const homeMachine = createDetailMachine<Home>({
  actor: 'fetchHome',
  id: 'home',
  failed: (message) => msg`Error fetching events: ${message}`,
  unknownError: msg`Error fetching events`,
});

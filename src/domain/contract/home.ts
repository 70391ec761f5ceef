import { z } from 'zod';
import { event } from '@/domain/contract/events';
import { suggestion } from '@/domain/contract/people';
import { recurringEvent } from '@/domain/contract/recurringEvents';

/** Home in one call: the next plan, what to remember soon, who to catch up with. */
export const home = z.object({
  /** The earliest fun plan from today on that is not canceled. */
  nextUp: event.nullable(),
  /**
   * Yearly events and public holidays of the next 30 days, soonest first; their
   * `recurringEventDateThisYear` is that coming date (next year's for a reminder in early January).
   */
  reminders: z.array(recurringEvent),
  suggestions: z.array(suggestion),
});
export type Home = z.infer<typeof home>;

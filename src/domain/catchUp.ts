import { Temporal } from 'temporal-polyfill';
import type { MeetFrequency } from '@/domain/constants';

/** How many days may pass between meetings before a person is due for a catch-up. */
export const MEET_FREQUENCY_DAYS: Record<MeetFrequency, number> = {
  weekly: 7,
  monthly: 30,
  everyfewmonths: 90,
  yearly: 365,
};

export interface CatchUpCandidate {
  personName: string;
  meetFrequency: MeetFrequency;
  lastSeenDate: string | null;
  nextEventDate: string | null;
  /**
   * The day the person was added to the network, in the user's time zone; asked only of a person
   * never seen (working it out takes a time-zone conversion, and most people have been seen).
   */
  addedOn: () => string;
}

/**
 * Days past the person's meet frequency, or null when no catch-up is due: they were seen recently
 * enough or a plan with them is already coming up. A person never seen is always due, counting
 * from the day they were added.
 */
export function daysOverdue(candidate: CatchUpCandidate, today: Temporal.PlainDate): number | null {
  if (candidate.nextEventDate !== null) return null;
  const todayText = today.toString();
  if (candidate.lastSeenDate === null) return Math.max(0, daysFrom(candidate.addedOn(), todayText));
  const overdue = daysFrom(candidate.lastSeenDate, todayText) - MEET_FREQUENCY_DAYS[candidate.meetFrequency];
  return overdue > 0 ? overdue : null;
}

const DAY_MS = 86_400_000;

/**
 * Whole days from one ISO date to another. A date-only ISO string parses as UTC midnight, so the
 * difference is exact; Temporal gives the same answer at a hundred times the cost, and Home runs
 * this for every person in the network.
 */
const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** The people due for a catch-up, most overdue first (then by name). */
export function catchUpSuggestions<C extends CatchUpCandidate>(
  candidates: readonly C[],
  today: Temporal.PlainDate,
): Array<C & { daysOverdue: number }> {
  return candidates
    .flatMap((candidate) => {
      const overdue = daysOverdue(candidate, today);
      return overdue === null ? [] : [{ ...candidate, daysOverdue: overdue }];
    })
    .sort((a, b) => b.daysOverdue - a.daysOverdue || a.personName.localeCompare(b.personName));
}

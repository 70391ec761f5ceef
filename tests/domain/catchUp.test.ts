import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { MEET_FREQUENCY_DAYS, catchUpSuggestions, daysOverdue, type CatchUpCandidate } from '@/domain/catchUp';

const today = Temporal.PlainDate.from('2026-01-03');
const ago = (days: number) => today.subtract({ days }).toString();
const candidate = ({ addedOn = ago(0), ...changes }: Partial<Omit<CatchUpCandidate, 'addedOn'>> & { addedOn?: string }): CatchUpCandidate => ({
  personName: 'Ada', meetFrequency: 'monthly', lastSeenDate: null, nextEventDate: null, addedOn: () => addedOn, ...changes,
});

describe('daysOverdue', () => {
  it('uses 7, 30, 90 and 365 days', () => {
    expect(MEET_FREQUENCY_DAYS).toEqual({ weekly: 7, monthly: 30, everyfewmonths: 90, yearly: 365 });
  });

  it.each([
    ['weekly', 7, null], ['weekly', 8, 1],
    ['monthly', 30, null], ['monthly', 31, 1],
    ['everyfewmonths', 90, null], ['everyfewmonths', 91, 1],
    ['yearly', 365, null], ['yearly', 366, 1], ['yearly', 1000, 635],
  ] as const)('%s, last seen %i days ago: %s', (meetFrequency, days, expected) => {
    expect(daysOverdue(candidate({ meetFrequency, lastSeenDate: ago(days) }), today)).toBe(expected);
  });

  it('counts across the year boundary', () => {
    // 2025-12-27 → 2026-01-03 is 7 days: not yet overdue for weekly, 1 day once more has passed.
    expect(daysOverdue(candidate({ meetFrequency: 'weekly', lastSeenDate: '2025-12-27' }), today)).toBeNull();
    expect(daysOverdue(candidate({ meetFrequency: 'weekly', lastSeenDate: '2025-12-26' }), today)).toBe(1);
  });

  it('counts a leap day', () => {
    expect(daysOverdue(candidate({ meetFrequency: 'monthly', lastSeenDate: '2028-02-01' }), Temporal.PlainDate.from('2028-03-02'))).toBeNull();
    expect(daysOverdue(candidate({ meetFrequency: 'monthly', lastSeenDate: '2028-02-01' }), Temporal.PlainDate.from('2028-03-03'))).toBe(1);
  });

  it('counts a person never seen as overdue since the day they were added', () => {
    expect(daysOverdue(candidate({ meetFrequency: 'yearly', addedOn: ago(0) }), today)).toBe(0);
    expect(daysOverdue(candidate({ meetFrequency: 'yearly', addedOn: ago(12) }), today)).toBe(12);
  });

  it('does not suggest anyone with a plan coming up', () => {
    expect(daysOverdue(candidate({ lastSeenDate: ago(400), nextEventDate: today.toString() }), today)).toBeNull();
    expect(daysOverdue(candidate({ nextEventDate: today.add({ days: 1 }).toString() }), today)).toBeNull();
  });
});

describe('catchUpSuggestions', () => {
  it('keeps the overdue ones, most overdue first, then by name, carrying their fields', () => {
    const people = [
      { ...candidate({ personName: 'Recent', meetFrequency: 'weekly', lastSeenDate: ago(2) }), personId: 'a' },
      { ...candidate({ personName: 'Zoe', meetFrequency: 'weekly', lastSeenDate: ago(9) }), personId: 'b' },
      { ...candidate({ personName: 'Never', addedOn: ago(40) }), personId: 'c' },
      { ...candidate({ personName: 'Amy', meetFrequency: 'monthly', lastSeenDate: ago(32) }), personId: 'd' },
    ];
    expect(catchUpSuggestions(people, today).map((s) => [s.personId, s.daysOverdue])).toEqual([['c', 40], ['d', 2], ['b', 2]]);
  });
});

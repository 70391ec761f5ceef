import { describe, expect, it } from 'vitest';
import { MONTH_NAMES, birthdayName, maxDayOf, yearlyLabel } from '@/domain/yearlyEvents';

describe('yearly events', () => {
  it('lists the twelve months from January', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect([MONTH_NAMES[0], MONTH_NAMES[1], MONTH_NAMES[11]]).toEqual(['January', 'February', 'December']);
  });

  it.each([[1, 31], [2, 29], [4, 30], [6, 30], [7, 31], [8, 31], [9, 30], [11, 30], [12, 31]])(
    'month %i has up to %i days',
    (month, days) => expect(maxDayOf(month)).toBe(days),
  );

  it("labels an event 'Yearly at day / month'", () => {
    expect(yearlyLabel({ recurringEventDay: 29, recurringEventMonth: 2 })).toBe('Yearly at 29 / 2');
    expect(yearlyLabel({ recurringEventDay: 1, recurringEventMonth: 12 })).toBe('Yearly at 1 / 12');
  });

  it("prefills a birthday with the person's name", () => {
    expect(birthdayName('Grace')).toBe("Grace's Birthday");
  });
});

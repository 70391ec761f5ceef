import { describe, expect, it } from 'vitest';
import { isValidMonthDay, recurringDateIn } from '@/domain/recurringDates';

describe('isValidMonthDay', () => {
  it.each([
    [1, 31, true], [2, 29, true], [2, 30, false], [4, 30, true], [4, 31, false], [6, 31, false],
    [9, 31, false], [11, 31, false], [12, 31, true], [12, 32, false], [1, 0, false], [0, 1, false], [13, 1, false], [1.5, 1, false],
  ])('month %d day %d: %s', (month, day, valid) => {
    expect(isValidMonthDay(month, day)).toBe(valid);
  });
});

describe('recurringDateIn', () => {
  it('keeps 29 February in a leap year and falls back to 28 February otherwise', () => {
    expect(recurringDateIn(2028, 2, 29).toString()).toBe('2028-02-29');
    expect(recurringDateIn(2026, 2, 29).toString()).toBe('2026-02-28');
    expect(recurringDateIn(2100, 2, 29).toString()).toBe('2100-02-28');
  });

  it('gives the date in the year asked, at both ends of the year', () => {
    expect(recurringDateIn(2026, 1, 1).toString()).toBe('2026-01-01');
    expect(recurringDateIn(2026, 12, 31).toString()).toBe('2026-12-31');
  });
});

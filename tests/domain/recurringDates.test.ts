import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { isValidMonthDay, occurrencesBetween, recurringDateIn } from '@/domain/recurringDates';

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

describe('occurrencesBetween', () => {
  const day = (iso: string) => Temporal.PlainDate.from(iso);

  it('finds the date in a window across the year boundary', () => {
    expect(occurrencesBetween(1, 2, day('2026-12-20'), day('2027-01-24')).map(String)).toEqual(['2027-01-02']);
    expect(occurrencesBetween(12, 24, day('2026-12-20'), day('2027-01-24')).map(String)).toEqual(['2026-12-24']);
  });

  it('falls back to 28 February outside leap years and keeps 29 February in them', () => {
    expect(occurrencesBetween(2, 29, day('2027-02-01'), day('2027-03-01')).map(String)).toEqual(['2027-02-28']);
    expect(occurrencesBetween(2, 29, day('2028-02-01'), day('2028-03-01')).map(String)).toEqual(['2028-02-29']);
  });

  it('gives one date a year over a long window, none outside it', () => {
    expect(occurrencesBetween(6, 1, day('2026-01-01'), day('2027-12-31')).map(String)).toEqual(['2026-06-01', '2027-06-01']);
    expect(occurrencesBetween(6, 1, day('2026-06-02'), day('2026-06-30'))).toEqual([]);
  });
});

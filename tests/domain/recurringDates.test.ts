import { describe, expect, it } from 'vitest';
import { isValidMonthDay, monthsBetween, occurrencesBetween, recurringDateIn } from '@/domain/recurringDates';

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
    expect(recurringDateIn(2028, 2, 29)).toBe('2028-02-29');
    expect(recurringDateIn(2026, 2, 29)).toBe('2026-02-28');
  });

  it('counts leap years as the Gregorian calendar does: centuries only every 400 years', () => {
    expect(recurringDateIn(2000, 2, 29)).toBe('2000-02-29');
    expect(recurringDateIn(2100, 2, 29)).toBe('2100-02-28');
    expect(recurringDateIn(1900, 2, 29)).toBe('1900-02-28');
  });

  it.each([
    [1, 31], [3, 31], [4, 30], [5, 31], [6, 30], [7, 31], [8, 31], [9, 30], [10, 31], [11, 30], [12, 31],
  ])('ends month %d on day %d, never past it', (month, lastDay) => {
    expect(recurringDateIn(2026, month, lastDay)).toBe(`2026-${String(month).padStart(2, '0')}-${lastDay}`);
    expect(recurringDateIn(2026, month, 31)).toBe(`2026-${String(month).padStart(2, '0')}-${lastDay}`);
  });

  it('gives the date in the year asked, at both ends of the year, with two digits for month and day', () => {
    expect(recurringDateIn(2026, 1, 1)).toBe('2026-01-01');
    expect(recurringDateIn(2026, 12, 31)).toBe('2026-12-31');
  });
});

describe('occurrencesBetween', () => {
  it('finds the date in a window across the year boundary', () => {
    expect(occurrencesBetween(1, 2, '2026-12-20', '2027-01-24')).toEqual(['2027-01-02']);
    expect(occurrencesBetween(12, 24, '2026-12-20', '2027-01-24')).toEqual(['2026-12-24']);
  });

  it('falls back to 28 February outside leap years and keeps 29 February in them', () => {
    expect(occurrencesBetween(2, 29, '2027-02-01', '2027-03-01')).toEqual(['2027-02-28']);
    expect(occurrencesBetween(2, 29, '2028-02-01', '2028-03-01')).toEqual(['2028-02-29']);
  });

  it('counts both ends of the window in', () => {
    expect(occurrencesBetween(3, 31, '2026-03-31', '2026-04-30')).toEqual(['2026-03-31']);
    expect(occurrencesBetween(4, 30, '2026-03-31', '2026-04-30')).toEqual(['2026-04-30']);
    expect(occurrencesBetween(2, 29, '2027-02-28', '2027-02-28')).toEqual(['2027-02-28']);
  });

  it('gives one date a year over a long window, none outside it', () => {
    expect(occurrencesBetween(6, 1, '2026-01-01', '2027-12-31')).toEqual(['2026-06-01', '2027-06-01']);
    expect(occurrencesBetween(6, 1, '2026-06-02', '2026-06-30')).toEqual([]);
  });
});

describe('monthsBetween', () => {
  const month = (year: number, number: number) => ({ year, month: number });

  it('gives the months from the first to the last, both included', () => {
    expect(monthsBetween(month(2026, 1), month(2026, 1))).toEqual([1]);
    expect(monthsBetween(month(2026, 3), month(2026, 5))).toEqual([3, 4, 5]);
  });

  it('goes on into the next year after December', () => {
    expect(monthsBetween(month(2026, 11), month(2027, 2))).toEqual([11, 12, 1, 2]);
  });

  it('names each month once however many years the range spans', () => {
    expect(monthsBetween(month(2026, 6), month(2027, 5))).toEqual([6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5]);
    expect(monthsBetween(month(2026, 6), month(2029, 1))).toEqual([6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5]);
  });

  it('gives none when the range ends before it starts', () => {
    expect(monthsBetween(month(2026, 5), month(2026, 4))).toEqual([]);
    expect(monthsBetween(month(2027, 1), month(2026, 12))).toEqual([]);
  });
});

import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { WEEKDAY_NAMES, dateLabel, ordinal } from '@/domain/dateLabels';

describe('ordinal', () => {
  it.each([
    [1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [10, '10th'], [11, '11th'], [12, '12th'], [13, '13th'],
    [21, '21st'], [22, '22nd'], [23, '23rd'], [24, '24th'], [30, '30th'], [31, '31st'], [111, '111th'],
  ])('%i is %s', (day, label) => expect(ordinal(day)).toBe(label));
});

describe('dateLabel', () => {
  const today = Temporal.PlainDate.from('2026-11-22');

  it('shows the abbreviated month and the ordinal day within the current year', () => {
    expect(dateLabel('2026-12-22', today)).toBe('Dec 22nd');
    expect(dateLabel('2026-01-01', today)).toBe('Jan 1st');
  });

  it('adds the year when it is another one', () => {
    expect(dateLabel('2027-01-03', today)).toBe('Jan 3rd 2027');
    expect(dateLabel('2025-12-31', today)).toBe('Dec 31st 2025');
  });
});

describe('WEEKDAY_NAMES', () => {
  it('names the ISO weekdays, Monday = 1 at index 0, Sunday = 7 last', () => {
    expect([WEEKDAY_NAMES[0], WEEKDAY_NAMES[6]]).toEqual(['Monday', 'Sunday']);
  });
});

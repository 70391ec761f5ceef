import { describe, expect, it } from 'vitest';
import { SLOT_HEIGHTS, slotLabel, slotOfHour, timeOfDay } from '@/domain/timesOfDay';

describe('times of day', () => {
  it('split the day at 12, 14 and 18', () => {
    expect([0, 11, 12, 13, 14, 17, 18, 23].map(timeOfDay))
      .toEqual(['Morning', 'Morning', 'Noon', 'Noon', 'Afternoon', 'Afternoon', 'Evening', 'Evening']);
  });

  it('give the slot of a clock time', () => {
    expect([9, 12, 15, 20].map(slotOfHour)).toEqual(['morning', 'noon', 'afternoon', 'evening']);
  });

  it('label slots and size them as SPEC.md section 9 says', () => {
    expect(slotLabel('afternoon')).toBe('Afternoon');
    expect(SLOT_HEIGHTS).toEqual({ morning: 30, noon: 15, afternoon: 30, evening: 30 });
  });
});

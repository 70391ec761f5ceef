import { describe, expect, it } from 'vitest';
import { clockTimeOf } from '@/domain/dayOf';
import { hourLabel } from '@/domain/notificationLabels';

describe('hourLabel', () => {
  it.each([[0, '00:00'], [8, '08:00'], [23, '23:00']])('shows %d as %s', (hour, label) => {
    expect(hourLabel(hour)).toBe(label);
  });
});

describe('clockTimeOf', () => {
  it('is the time in the zone, to the minute, across the date line', () => {
    expect(clockTimeOf('2026-11-25T07:05:59.900Z', 'Europe/London')).toBe('07:05');
    expect(clockTimeOf('2026-11-25T23:30:00.000Z', 'Pacific/Auckland')).toBe('12:30');
  });
});

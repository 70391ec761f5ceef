import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { monthTotals } from '@/domain/reportChart';
import { MONTHLY } from '../views/profile/profileFixtures';

describe('monthTotals', () => {
  it('adds up everyone per month over the last twelve months, across the year boundary, oldest first', () => {
    const totals = monthTotals(MONTHLY, Temporal.PlainDate.from('2026-11-23'));
    expect(totals.map((t) => t.yearMonth)).toEqual([
      '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11',
    ]);
    expect(totals.map((t) => t.eventCount)).toEqual([1, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 3]);
  });

  it('leaves out months older than a year', () => {
    const totals = monthTotals(MONTHLY, Temporal.PlainDate.from('2026-12-01'));
    expect(totals[0]!.yearMonth).toBe('2026-01');
    expect(totals.reduce((sum, t) => sum + t.eventCount, 0)).toBe(6);
  });

  it('spans two years in January', () => {
    const totals = monthTotals(MONTHLY, Temporal.PlainDate.from('2027-01-15'));
    expect([totals[0]!.yearMonth, totals[11]!.yearMonth]).toEqual(['2026-02', '2027-01']);
    expect(totals.map((t) => t.eventCount)).toEqual([3, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0]);
  });
});

import type { Temporal } from 'temporal-polyfill';
import type { MonthTotal, Report } from '@/domain/contract/reports';

/** Events per month, all people together, for the `months` months up to and including today's, oldest first. */
export function monthTotals(monthly: Report['monthly'], today: Temporal.PlainDate, months = 12): MonthTotal[] {
  const current = today.toPlainYearMonth();
  return Array.from({ length: months }, (_, i) => {
    const yearMonth = current.subtract({ months: months - 1 - i }).toString();
    const eventCount = (monthly[yearMonth] ?? []).reduce((sum, row) => sum + row.eventCount, 0);
    return { yearMonth, eventCount };
  });
}

/** The windows of days the calendars ask for; without Temporal, so that any module may import them. */

export const DAYS_PER_WEEK = 7;
/** SPEC.md section 9: the month calendar shows five weeks. */
export const MONTH_CALENDAR_WEEKS = 5;

/** The calendar window of the week from `monday` (an ISO date), as Home's week planner asks for it. */
export const weekWindow = (monday: string) => ({ startDate: monday, days: DAYS_PER_WEEK });

/** A month as /calendar/monthly/{yearMonth} names it: 'YYYY-MM'. */
export const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const MS_PER_DAY = 86_400_000;

/**
 * The calendar window the month calendar asks for: its five weeks from the Monday on or before the
 * month's first day; in plain date arithmetic, so that the list of first screens (src/domain/pages.ts),
 * which every page loads, does not bring the Temporal polyfill.
 */
export function monthWindow(yearMonth: string) {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  const first = Date.UTC(year, month - 1, 1);
  const daysSinceMonday = (new Date(first).getUTCDay() + 6) % 7;
  return {
    startDate: new Date(first - daysSinceMonday * MS_PER_DAY).toISOString().slice(0, 10),
    days: MONTH_CALENDAR_WEEKS * DAYS_PER_WEEK,
  };
}

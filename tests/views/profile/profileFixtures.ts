import type { Holidays } from '@/domain/contract/holidays';
import { Temporal } from 'temporal-polyfill';
import type { Report, ReportRow } from '@/domain/contract/reports';
import { monthTotals } from '@/domain/reportChart';

export const GRACE_ROW = (eventCount: number): ReportRow => ({
  personId: '1d3c6a2b-7f4e-4c1a-9b2d-5e6f7a8b9c01', personName: 'Grace Hopper', personColor: '#FF99C8', personAvatar: 'avatar_female_2', eventCount,
});
export const ALAN_ROW = (eventCount: number): ReportRow => ({
  personId: '2e4d7b3c-8a5f-4d2b-8c3e-6f7a8b9c0d12', personName: 'Alan Turing', personColor: '#D0F4DE', personAvatar: 'avatar_male_2', eventCount,
});

/** The user's months with events: in 2026 (this year, in the tests that fix today), 2025 and 2023. */
export const MONTHLY: Report['monthly'] = {
  '2026-11': [ALAN_ROW(2), GRACE_ROW(1)],
  '2026-02': [GRACE_ROW(3)],
  '2025-12': [ALAN_ROW(1)],
  '2025-03': [GRACE_ROW(2)],
  '2023-05': [ALAN_ROW(1)],
};

/** The report as the server answers it for `year`, with today in November 2026. */
export const reportOf = (year: number): Report => ({
  monthly: Object.fromEntries(Object.entries(MONTHLY).filter(([month]) => month.startsWith(`${year}-`))),
  topPersonsThisYear: [GRACE_ROW(4), ALAN_ROW(2)],
  years: [2026, 2025, 2023],
  lastTwelveMonths: monthTotals(MONTHLY, Temporal.PlainDate.from('2026-11-25')),
});

export const REPORT = reportOf(2026);

export const EMPTY_REPORT: Report = {
  monthly: {}, topPersonsThisYear: [], years: [], lastTwelveMonths: monthTotals({}, Temporal.PlainDate.from('2026-11-25')),
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Germany's holidays in a year whose current month is `currentMonth`; only January and December have any. */
export const holidaysOf = (currentMonth: number): Holidays => ({
  country: 'Germany',
  months: MONTHS.map((monthName, i) => ({
    month: i + 1,
    monthName,
    isCurrentMonth: i + 1 === currentMonth,
    events: i === 0
      ? [{ holidayId: 'holiday-DE-2026-01-01', month: 1, day: 1, name: "New Year's Day", date: '2026-01-01' }]
      : i === 11
        ? [{ holidayId: 'holiday-DE-2026-12-25', month: 12, day: 25, name: 'Christmas Day', date: '2026-12-25' }]
        : [],
  })),
});

import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  MAX_CALENDAR_DAYS, calendarWeeks, monthTitle, monthWeeks, plannerWeek, stepMonth, weekStartOf, weekTitle,
} from '@/domain/calendar';

const day = (iso: string) => Temporal.PlainDate.from(iso);
const TODAY = day('2026-11-23'); // a Monday

describe('weeks', () => {
  it('start on Monday, whatever day they are asked from', () => {
    expect(weekStartOf(day('2026-11-29')).toString()).toBe('2026-11-23'); // Sunday
    expect(weekStartOf(day('2026-11-23')).toString()).toBe('2026-11-23'); // Monday
    expect(weekStartOf(day('2027-01-01')).toString()).toBe('2026-12-28'); // across the year
  });

  it('have seven days with their labels, today and the weekend marked', () => {
    const week = plannerWeek(day('2026-11-25'), 0);
    expect(week.days.map((d) => d.dateIso)).toEqual([
      '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29',
    ]);
    expect(week.days.map((d) => d.weekdayName)).toEqual(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']);
    expect(week.days.map((d) => d.isWeekend)).toEqual([false, false, false, false, false, true, true]);
    expect(week.days.filter((d) => d.isToday).map((d) => d.dateIso)).toEqual(['2026-11-25']);
    expect(week.days[0]!.dayMonth).toBe('23/11');
  });

  it('tell how they relate to the current week', () => {
    expect([-1, 0, 1, 2, 30].map((offset) => plannerWeek(TODAY, offset).weekRelativeTime))
      .toEqual(['PAST', 'CURRENT', 'NEXTWEEK', 'FUTURE', 'FUTURE']);
    expect(plannerWeek(TODAY, 0).isCurrentWeek).toBe(true);
    expect(plannerWeek(TODAY, 1).isCurrentWeek).toBe(false);
  });

  it('name the month that begins in them', () => {
    const first = plannerWeek(TODAY, 1); // 30 Nov – 6 Dec
    expect(first).toMatchObject({ startDate: '2026-11-30', monthName: 'December', isFirstWeekOfMonth: true });
    expect(plannerWeek(TODAY, 0)).toMatchObject({ monthName: 'November', isFirstWeekOfMonth: false });
  });

  it('are titled "This week" at offset 0 and "Week of d/m" elsewhere', () => {
    expect(weekTitle(plannerWeek(TODAY, 0), 0)).toBe('This week');
    expect(weekTitle(plannerWeek(TODAY, 1), 1)).toBe('Week of 30/11');
    expect(weekTitle(plannerWeek(TODAY, -3), -3)).toBe('Week of 2/11');
  });

  it('step seven days at a time, across a year boundary and a leap day', () => {
    expect(plannerWeek(day('2026-12-30'), 1).startDate).toBe('2027-01-04');
    expect(plannerWeek(day('2028-02-28'), 0).days.map((d) => d.dateIso)).toContain('2028-02-29');
  });
});

describe('calendarWeeks', () => {
  it('covers the asked days with whole weeks', () => {
    const weeks = calendarWeeks(day('2026-11-25'), 10, TODAY);
    expect(weeks.map((w) => w.startDate)).toEqual(['2026-11-23', '2026-11-30']);
    expect(weeks.every((w) => w.days.length === 7)).toBe(true);
  });

  it('generates at most 365 days ahead', () => {
    const weeks = calendarWeeks(TODAY, 10_000, TODAY);
    expect(weeks.length).toBe(53);
    expect(weeks.at(-1)!.days.some((d) => d.dateIso === TODAY.add({ days: MAX_CALENDAR_DAYS - 1 }).toString())).toBe(true);
  });
});

describe('the month calendar', () => {
  it('shows five weeks from the week of the first day', () => {
    const weeks = monthWeeks('2026-11', TODAY);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]!.startDate).toBe('2026-10-26');
    expect(weeks[4]!.days.at(-1)!.dateIso).toBe('2026-11-29');
    expect(monthWeeks('2027-02', TODAY)[0]!.startDate).toBe('2027-02-01');
  });

  it('steps about 15 days back and 35 days on from the first of the month', () => {
    expect(stepMonth('2026-11', 'previous')).toBe('2026-10');
    expect(stepMonth('2026-11', 'next')).toBe('2026-12');
    expect(stepMonth('2027-01', 'previous')).toBe('2026-12');
    expect(stepMonth('2026-12', 'next')).toBe('2027-01');
    // 35 days after 1 February is in March: February has fewer days than 35 - 31.
    expect(stepMonth('2027-01', 'next')).toBe('2027-02');
    expect(stepMonth('2027-03', 'previous')).toBe('2027-02');
  });

  it('is titled with the month and year, or their short form for a chart', () => {
    expect(monthTitle('2027-02')).toBe('February 2027');
    expect(monthTitle('2027-02', 'en', 'short')).toBe('Feb 2027');
    expect(monthTitle('2027-02', 'de', 'short')).toBe('Feb. 2027');
  });
});

import { Temporal } from 'temporal-polyfill';

/** The month list of the recurring-event form, January first. */
export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/** The most days a yearly event's month can have: 29 for February, which some years have. */
export function maxDayOf(month: number): number {
  return Temporal.PlainYearMonth.from({ year: 2000, month }).daysInMonth;
}

/** SPEC.md section 2: a yearly event as 'Yearly at {day} / {month}'. */
export const yearlyLabel = (event: { recurringEventDay: number; recurringEventMonth: number }) =>
  `Yearly at ${event.recurringEventDay} / ${event.recurringEventMonth}`;

/** SPEC.md section 9: the name a new birthday is prefilled with. */
export const birthdayName = (personName: string) => `${personName}'s Birthday`;

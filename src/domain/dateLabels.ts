/** The ISO weekdays' names, Monday (1) first. */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 31st. */
export function ordinal(day: number): string {
  const teens = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teens ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/**
 * SPEC.md section 9: an abbreviated month and the day with its ordinal suffix ('Dec 22nd'); the year
 * only when it is not the current one ('Jan 3rd 2027'). Plain string work: the public plan page
 * shows these labels without loading Temporal.
 */
export function dateLabel(isoDate: string, today: { year: number }): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const label = `${MONTHS_SHORT[month - 1]} ${ordinal(day)}`;
  return year === today.year ? label : `${label} ${year}`;
}


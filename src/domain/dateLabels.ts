import { type HourCycle, SOURCE_LOCALE } from '@/domain/locales';

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 31st. */
export function ordinal(day: number): string {
  const teens = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teens ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/**
 * SPEC.md section 9: an abbreviated month and the day with its ordinal suffix ('Dec 22nd'); the year
 * only when it is not the current one ('Jan 3rd 2027'). That is the English form; another language
 * has its own usual short date ('22. Dez.', '22 déc. 2027'). Plain string work and Intl: the public
 * plan page shows these labels without loading Temporal.
 */
export function dateLabel(isoDate: string, today: { year: number }, locale: string = SOURCE_LOCALE): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  if (locale !== SOURCE_LOCALE) {
    return utcFormat(locale, { day: 'numeric', month: 'short', ...(year === today.year ? {} : { year: 'numeric' }) })
      .format(Date.UTC(year, month - 1, day));
  }
  const label = `${MONTHS_SHORT[month - 1]} ${ordinal(day)}`;
  return year === today.year ? label : `${label} ${year}`;
}

/** Intl's dates of a calendar day, read at midnight UTC so no zone moves them to another day. */
const utcFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });

/** The name of an ISO weekday (Monday 1 … Sunday 7) in `locale`: 'Monday', 'Montag', 'lun.' (short). */
export function weekdayName(isoWeekday: number, locale: string = SOURCE_LOCALE, width: 'long' | 'short' = 'long'): string {
  // 1 January 2024 was a Monday.
  return utcFormat(locale, { weekday: width }).format(Date.UTC(2024, 0, isoWeekday));
}

/** The name of a month (1 … 12) in `locale`: 'December', 'Dezember', 'déc.' (short), 'D' (narrow). */
export function monthName(month: number, locale: string = SOURCE_LOCALE, width: 'long' | 'short' | 'narrow' = 'long'): string {
  return utcFormat(locale, { month: width }).format(Date.UTC(2024, month - 1, 1));
}

/**
 * A time of day in `locale`, on the clock the user chose (`hourCycle`) or else the language's usual
 * one: '6:30 PM' in English, '18:30' in German.
 */
export function timeLabel({ hour, minute }: { hour: number; minute: number }, locale: string = SOURCE_LOCALE, hourCycle?: HourCycle | null): string {
  const options: Intl.DateTimeFormatOptions = hourCycle
    // A 24-hour clock writes 00:05 and 09:30; a 12-hour one 9:30 AM.
    ? { hour: hourCycle === 'h23' ? '2-digit' : 'numeric', minute: '2-digit', hourCycle }
    : { timeStyle: 'short' };
  return utcFormat(locale, options).format(Date.UTC(2024, 0, 1, hour, minute));
}

/** A number in `locale`'s digits and separators: '1,234.5', '1.234,5'. */
export const numberLabel = (value: number, locale: string = SOURCE_LOCALE) => new Intl.NumberFormat(locale).format(value);

/** A whole-degree temperature in `locale`: '18°C', '18 °C'. */
export const temperatureLabel = (celsius: number, locale: string = SOURCE_LOCALE) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'celsius', maximumFractionDigits: 0 }).format(celsius);


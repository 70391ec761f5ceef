import { type HourCycle, SOURCE_LOCALE } from '@/domain/locales';

/**
 * The English names (the source language's, as Intl has them), written out: the first Intl date
 * formatter a page makes costs about 50 ms on a phone (ICU loads its data), which an English first
 * screen then does not pay.
 */
const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
] as const;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** 'Jan', 'Sep': the first three letters, as English abbreviates months and weekdays. */
const abbreviated = (name: string) => name.slice(0, 3);
const MONTHS_SHORT = MONTHS.map(abbreviated);

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
    return formatDay(locale, { day: 'numeric', month: 'short', ...(year === today.year ? {} : { year: 'numeric' }) }, year, month, day);
  }
  const label = `${MONTHS_SHORT[month - 1]} ${ordinal(day)}`;
  return year === today.year ? label : `${label} ${year}`;
}

/**
 * Intl's formatters by language and options, each made once: making one costs about as much as a
 * hundred uses of it, and a week planner or a month grid labels hundreds of days as it first renders.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(make: () => T, ...key: unknown[]): T {
  const id = JSON.stringify(key);
  let made = formatters.get(id) as T | undefined;
  if (!made) formatters.set(id, made = make());
  return made;
}

/** Intl's dates of a calendar day, read at midnight UTC so no zone moves them to another day. */
const utcFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  formatter(() => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }), 'date', locale, options);

/** A calendar day (its month 1 … 12) through Intl in `locale`: `options` say which parts and how. */
export const formatDay = (locale: string, options: Intl.DateTimeFormatOptions, year: number, month: number, day: number) =>
  utcFormat(locale, options).format(Date.UTC(year, month - 1, day));

/** The name of an ISO weekday (Monday 1 … Sunday 7) in `locale`: 'Monday', 'Montag', 'lun.' (short). */
export function weekdayName(isoWeekday: number, locale: string = SOURCE_LOCALE, width: 'long' | 'short' = 'long'): string {
  if (locale === SOURCE_LOCALE) return width === 'long' ? WEEKDAYS[isoWeekday - 1]! : abbreviated(WEEKDAYS[isoWeekday - 1]!);
  // 1 January 2024 was a Monday.
  return formatDay(locale, { weekday: width }, 2024, 1, isoWeekday);
}

/** The name of a month (1 … 12) in `locale`: 'December', 'Dezember', 'déc.' (short), 'D' (narrow). */
export function monthName(month: number, locale: string = SOURCE_LOCALE, width: 'long' | 'short' | 'narrow' = 'long'): string {
  if (locale === SOURCE_LOCALE) return MONTHS[month - 1]!.slice(0, { long: undefined, short: 3, narrow: 1 }[width]);
  return formatDay(locale, { month: width }, 2024, month, 1);
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
export const numberLabel = (value: number, locale: string = SOURCE_LOCALE) =>
  formatter(() => new Intl.NumberFormat(locale), 'number', locale).format(value);

/** A whole-degree temperature in `locale`: '18°C', '18 °C'. */
export const temperatureLabel = (celsius: number, locale: string = SOURCE_LOCALE) =>
  formatter(() => new Intl.NumberFormat(locale, { style: 'unit', unit: 'celsius', maximumFractionDigits: 0 }), 'celsius', locale)
    .format(celsius);


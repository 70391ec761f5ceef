import Holidays, { type HolidaysTypes } from 'date-holidays';
import { type Locale, SOURCE_LOCALE } from '@/domain/locales';

/** Days off: observances (Advent Sundays, Valentine's Day, …) would crowd the reminders. */
const HOLIDAY_TYPES: HolidaysTypes.HolidayType[] = ['public', 'bank', 'optional'];

export interface Holiday {
  /** `holiday-{countryCode}-{YYYY-MM-DD}`, plus `-{n}` for the n-th holiday of one day (n ≥ 2). */
  holidayId: string;
  month: number;
  day: number;
  name: string;
  date: string;
}

const HOLIDAY_ID = /^holiday-([A-Z]{2})-((\d{4})-\d{2}-\d{2})(?:-(\d+))?$/;

export const isHolidayId = (id: string) => HOLIDAY_ID.test(id);

/** Country codes by lower-case English name, both date-holidays' names and the usual ones ('Italy', 'Czechia'). */
let codesByName: Map<string, string> | undefined;

function countryCodes(): Map<string, string> {
  if (!codesByName) {
    const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
    codesByName = new Map();
    for (const [code, name] of Object.entries(new Holidays().getCountries('en'))) {
      codesByName.set(name.toLowerCase(), code);
      const usual = regionNames.of(code);
      if (usual) codesByName.set(usual.toLowerCase(), code);
    }
  }
  return codesByName;
}

/** The holiday country code for a user's country name ('Germany' → 'DE'), if date-holidays knows it. */
export const countryCodeOf = (country: string | null): string | undefined =>
  country ? countryCodes().get(country.trim().toLowerCase()) : undefined;

const calendars = new Map<string, Holidays>();

/**
 * A country's calendar naming its holidays in `locale`, in English where date-holidays has no name in
 * that language. One per country and language: getHolidays(year, language) would switch a shared
 * calendar's language for every later call.
 */
function calendarOf(countryCode: string, locale: Locale): Holidays {
  const key = `${countryCode} ${locale}`;
  let calendar = calendars.get(key);
  if (!calendar) {
    calendar = new Holidays(countryCode, { languages: [...new Set([locale, SOURCE_LOCALE])], types: HOLIDAY_TYPES });
    calendars.set(key, calendar);
  }
  return calendar;
}

/**
 * Each country's holidays by year, worked out once per process: they follow from the country and
 * the year alone, and date-holidays takes about a millisecond to work a year out (1.3 ms for the
 * United Kingdom), which every Home and calendar window of a user with a country paid. Bounded,
 * oldest first out, since a year comes from the request (a calendar window may start in any year).
 */
const holidaysByYear = new Map<string, readonly Holiday[]>();
const HOLIDAY_YEARS_KEPT = 500;

/** The country's holidays of one year, in date order, with their ids (the same in every language) and names in `locale`. */
export function holidaysOf(countryCode: string, year: number, locale: Locale = SOURCE_LOCALE): readonly Holiday[] {
  const key = `${countryCode} ${year} ${locale}`;
  let holidays = holidaysByYear.get(key);
  if (!holidays) {
    holidays = computeHolidays(countryCode, year, locale);
    holidaysByYear.set(key, holidays);
    if (holidaysByYear.size > HOLIDAY_YEARS_KEPT) holidaysByYear.delete(holidaysByYear.keys().next().value!);
  }
  return holidays;
}

function computeHolidays(countryCode: string, year: number, locale: Locale): Holiday[] {
  const perDay = new Map<string, number>();
  return calendarOf(countryCode, locale).getHolidays(year).map((holiday) => {
    const date = holiday.date.slice(0, 10);
    const n = (perDay.get(date) ?? 0) + 1;
    perDay.set(date, n);
    return {
      holidayId: `holiday-${countryCode}-${date}${n > 1 ? `-${n}` : ''}`,
      month: Number(date.slice(5, 7)),
      day: Number(date.slice(8, 10)),
      name: holiday.name,
      date,
    };
  });
}

/** The holiday behind an id, named in `locale`; undefined for anything else. */
export function holidayOfId(id: string, locale: Locale = SOURCE_LOCALE): Holiday | undefined {
  const match = HOLIDAY_ID.exec(id);
  if (!match) return undefined;
  return holidaysOf(match[1]!, Number(match[3]), locale).find((holiday) => holiday.holidayId === id);
}

/** The holiday behind an id, looked up in the user's country only; undefined for anything else. */
export function findHoliday(id: string, userCountry: string | null, locale: Locale = SOURCE_LOCALE): Holiday | undefined {
  const countryCode = countryCodeOf(userCountry);
  return countryCode && HOLIDAY_ID.exec(id)?.[1] === countryCode ? holidayOfId(id, locale) : undefined;
}

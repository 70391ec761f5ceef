import { type I18n, i18n as currentI18n } from '@lingui/core';
import { Temporal } from 'temporal-polyfill';
import { monthName } from '@/domain/dateLabels';
import { SOURCE_LOCALE } from '@/domain/locales';

/** The months' names in `locale`, January first (the recurring-event form's list). */
export const monthNames = (locale: string = SOURCE_LOCALE) => Array.from({ length: 12 }, (_, i) => monthName(i + 1, locale));

/** The months' English names, January first. */
export const MONTH_NAMES = monthNames();

/** The most days a yearly event's month can have: 29 for February, which some years have. */
export function maxDayOf(month: number): number {
  return Temporal.PlainYearMonth.from({ year: 2000, month }).daysInMonth;
}

const YEARLY_AT = /*i18n*/ { id: 'yearly.at', message: 'Yearly at {day} / {month}' };
const BIRTHDAY = /*i18n*/ { id: 'yearly.birthday', message: "{name}'s Birthday" };

/** SPEC.md section 2: a yearly event as 'Yearly at {day} / {month}'. */
export const yearlyLabel = (event: { recurringEventDay: number; recurringEventMonth: number }, translator: I18n = currentI18n) =>
  translator._({ ...YEARLY_AT, values: { day: event.recurringEventDay, month: event.recurringEventMonth } });

/** SPEC.md section 9: the name a new birthday is prefilled with. */
export const birthdayName = (personName: string, translator: I18n = currentI18n) => translator._({ ...BIRTHDAY, values: { name: personName } });

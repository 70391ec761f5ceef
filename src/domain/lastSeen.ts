import { type I18n, type MessageDescriptor, i18n as currentI18n } from '@lingui/core';
import { Temporal } from 'temporal-polyfill';
import type { MeetFrequency } from '@/domain/constants';
import { formatDay } from '@/domain/dateLabels';
import { SOURCE_LOCALE } from '@/domain/locales';

/** How the frequency picker names each meet frequency. */
export const MEET_FREQUENCY_LABELS: Record<MeetFrequency, MessageDescriptor> = {
  weekly: /*i18n*/ { id: 'frequency.weekly', message: 'Weekly' },
  monthly: /*i18n*/ { id: 'frequency.monthly', message: 'Monthly' },
  everyfewmonths: /*i18n*/ { id: 'frequency.everyFewMonths', message: 'Every few months' },
  yearly: /*i18n*/ { id: 'frequency.yearly', message: 'Yearly' },
};

/** The frequency inside the person subtitle's sentence ('Typically weekly, …'). */
const FREQUENCY_IN_SUBTITLE: Record<MeetFrequency, MessageDescriptor> = {
  weekly: /*i18n*/ { id: 'subtitle.weekly', message: 'weekly' },
  monthly: /*i18n*/ { id: 'subtitle.monthly', message: 'monthly' },
  everyfewmonths: /*i18n*/ { id: 'subtitle.everyFewMonths', message: 'every few months' },
  yearly: /*i18n*/ { id: 'subtitle.yearly', message: 'yearly' },
};
const NEVER_SEEN = /*i18n*/ { id: 'subtitle.neverSeen', message: 'Not indicated as seen yet! When was last time?' };
const UPCOMING = /*i18n*/ { id: 'subtitle.upcoming', message: 'Typically {frequency}, upcoming: {date}' };
const LAST_SEEN = /*i18n*/ { id: 'subtitle.lastSeen', message: 'Typically {frequency}, last seen: {date}' };
const WITH_NOTES = /*i18n*/ { id: 'subtitle.notes', message: '{seen} Notes: {notes}' };

/** The two dates the server computes for a person (see the Person contract). */
export interface SeenDates {
  lastSeenDate: string | null;
  nextEventDate: string | null;
}

export const LAST_SEEN_ORANGE_AFTER_DAYS = 30;
export const LAST_SEEN_RED_AFTER_DAYS = 90;

export type LastSeenTone = 'grey-dark' | 'orange' | 'red';

export type LastSeenBadge =
  | { kind: 'never'; label: '∞' }
  | { kind: 'upcoming'; date: string }
  | { kind: 'days'; days: number; tone: LastSeenTone };

/** An upcoming plan says more than the last meeting, so it wins when both exist. */
const shownDate = (person: SeenDates) => person.nextEventDate ?? person.lastSeenDate;

const isFromToday = (date: string, today: Temporal.PlainDate) =>
  Temporal.PlainDate.compare(Temporal.PlainDate.from(date), today) >= 0;

/** SPEC.md section 4: ∞ when never seen, a calendar for an upcoming date, else the day count in a tone. */
export function lastSeenBadge(person: SeenDates, today: Temporal.PlainDate): LastSeenBadge {
  const date = shownDate(person);
  if (date === null) return { kind: 'never', label: '∞' };
  if (isFromToday(date, today)) return { kind: 'upcoming', date };
  const days = Temporal.PlainDate.from(date).until(today).days;
  const tone = days > LAST_SEEN_RED_AFTER_DAYS ? 'red' : days > LAST_SEEN_ORANGE_AFTER_DAYS ? 'orange' : 'grey-dark';
  return { kind: 'days', days, tone };
}

/** `dd/mm`, both zero-padded, in English; another language's own numeric day and month ('03.11.'). */
export function dayMonth(isoDate: string, locale: string = SOURCE_LOCALE): string {
  const date = Temporal.PlainDate.from(isoDate);
  if (locale !== SOURCE_LOCALE) {
    return formatDay(locale, { day: '2-digit', month: '2-digit' }, date.year, date.month, date.day);
  }
  return `${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}`;
}

export interface SubtitlePerson extends SeenDates {
  meetFrequency: MeetFrequency;
  personNotes: string | null;
}

/**
 * The line under a person's name, SPEC.md section 4, in `translator`'s language (by default the app's);
 * notes, when any, are appended after a space.
 */
export function personSubtitle(person: SubtitlePerson, today: Temporal.PlainDate, translator: I18n = currentI18n): string {
  const date = shownDate(person);
  const seen = date === null
    ? translator._(NEVER_SEEN)
    : translator._({ ...(isFromToday(date, today) ? UPCOMING : LAST_SEEN), values: {
      frequency: translator._(FREQUENCY_IN_SUBTITLE[person.meetFrequency]), date: dayMonth(date, translator.locale),
    } });
  const notes = person.personNotes?.trim();
  return notes ? translator._({ ...WITH_NOTES, values: { seen, notes } }) : seen;
}

import { Temporal } from 'temporal-polyfill';
import type { MeetFrequency } from '@/domain/constants';

/** How the frequency picker and the person subtitle name each meet frequency. */
export const MEET_FREQUENCY_LABELS: Record<MeetFrequency, string> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  everyfewmonths: 'Every few months',
  yearly: 'Yearly',
};

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

/** `dd/mm`, both zero-padded. */
export function dayMonth(isoDate: string): string {
  const date = Temporal.PlainDate.from(isoDate);
  return `${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}`;
}

export interface SubtitlePerson extends SeenDates {
  meetFrequency: MeetFrequency;
  personNotes: string | null;
}

/** The line under a person's name, SPEC.md section 4; notes, when any, are appended after a space. */
export function personSubtitle(person: SubtitlePerson, today: Temporal.PlainDate): string {
  const date = shownDate(person);
  const seen = date === null
    ? 'Not indicated as seen yet! When was last time?'
    : `Typically ${MEET_FREQUENCY_LABELS[person.meetFrequency].toLowerCase()},${isFromToday(date, today) ? ' upcoming' : ' last seen'}: ${dayMonth(date)}`;
  const notes = person.personNotes?.trim();
  return notes ? `${seen} Notes: ${notes}` : seen;
}

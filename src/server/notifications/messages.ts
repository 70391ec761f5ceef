import { Temporal } from 'temporal-polyfill';
import type { NotificationKind } from '@/domain/constants';
import { type Locale, SOURCE_LOCALE } from '@/domain/locales';
import { type Texts, textsIn } from '@/server/i18n';
import { type ConfirmedPlan, planCalendar } from '@/server/planCalendar';

/** What each kind's job carries: the facts, not the words, so that the words can change (or be translated) later. */
export interface AnsweredPayload { planId: string; title: string; answers: { reactionId: string; name: string }[] }
export interface EveryoneAnsweredPayload { planId: string; title: string; answers: number }
/** The plan as its calendar file needs it (the owner's zone: the slot's hours are theirs), and where responders see it. */
export interface ConfirmedPayload extends Omit<ConfirmedPlan, 'now'> {
  shareCode: string;
  /** An anonymous responder's answer, which their unsubscribe link names. */
  reactionId?: string;
}
export type ReminderItem = { type: 'birthday' | 'other' | 'holiday' | 'plan'; name: string; personName: string | null };
/** `on` is 'today' when a pass that was late (the server was down) tells of today's occasions. */
export interface ReminderPayload { date: string; on: 'tomorrow' | 'today'; items: ReminderItem[] }
export interface DigestPayload { people: { personId: string; personName: string; daysOverdue: number }[]; total: number }

export interface Payloads {
  'plan.answered': AnsweredPayload;
  'plan.everyone-answered': EveryoneAnsweredPayload;
  'plan.confirmed': ConfirmedPayload;
  'reminder.upcoming': ReminderPayload;
  'digest.catch-up': DigestPayload;
}

/** A notification in words: the in-app list, email and push all show these. `link` is a path in the app. */
export interface RenderedMessage { title: string; body: string; html: string; link: string }

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const MORE = /*i18n*/ { id: 'names.more', message: '{count} more' };

/** 'Ada', 'Ada and Alan', 'Ada, Alan and Grace', 'Ada, Alan and 3 more' (in English; 'Ada, Alan und 3 weitere'). */
function namesList(names: string[], locale: Locale, total = names.length, shown = 3): string {
  // British English lists without a comma before 'and', as these messages always did.
  const list = new Intl.ListFormat(locale === SOURCE_LOCALE ? 'en-GB' : locale, { type: 'conjunction' });
  if (total <= shown && names.length === total) return list.format(names);
  const head = names.slice(0, shown - 1);
  return list.format([...head, textsIn(locale)(MORE, { count: total - head.length })]);
}

const DIGEST_TITLE = /*i18n*/ { id: 'digest.title', message: 'Catch up with {names}' };
const DIGEST_INTRO = /*i18n*/ {
  id: 'digest.intro',
  message: '{total, plural, one {One person is} other {# people are}} due for a catch-up:',
};
const DIGEST_OVERDUE_PERSON = /*i18n*/ { id: 'digest.overduePerson', message: '{name}, {days, plural, one {# day} other {# days}} overdue' };

/** 'Friday 4 December'. */
export const dayLabel = (date: string) =>
  Temporal.PlainDate.from(date).toLocaleString('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });

function reminderLabel(item: ReminderItem): string {
  if (item.type === 'birthday' && item.personName) return `${item.personName}'s birthday`;
  if (item.type === 'other' && item.personName) return `${item.name} (${item.personName})`;
  return item.name;
}

type Words = Omit<RenderedMessage, 'html'>;

/**
 * Each kind in words, in the recipient's language: `texts` turns the server's descriptors into it
 * (src/server/i18n.ts). The weekly digest is translated; the other kinds are still English.
 */
const RENDER: { [K in NotificationKind]: (payload: Payloads[K], texts: Texts, locale: Locale) => Words } = {
  'plan.answered': ({ planId, title, answers }) => {
    const names = answers.map((answer) => answer.name);
    return {
      title: `${namesList(names, SOURCE_LOCALE)} answered your plan '${title}'`,
      body: `${answers.length === 1 ? 'A new answer' : `${answers.length} new answers`} to '${title}' from ${namesList(names, SOURCE_LOCALE, names.length, names.length)}. See which slots suit them.`,
      link: `/proposedplans/${planId}`,
    };
  },
  'plan.everyone-answered': ({ planId, title, answers }) => ({
    title: `Everyone answered '${title}'`,
    body: `All ${answers} answers to '${title}' are in: time to pick the winning slot.`,
    link: `/proposedplans/${planId}`,
  }),
  'plan.confirmed': ({ title, shareCode, winner: { date, timeSlot }, ownerFirstName }) => ({
    title: `'${title}' is on: ${dayLabel(date)}, ${timeSlot}`,
    body: `${ownerFirstName} picked ${dayLabel(date)}, ${timeSlot} for '${title}'. Add it to your calendar from the plan's page.`,
    link: `/plan/${shareCode}`,
  }),
  'reminder.upcoming': ({ on, items }) => {
    const labels = items.map(reminderLabel);
    const when = on === 'today' ? 'Today' : 'Tomorrow';
    return {
      title: `${when}: ${labels.length === 1 ? labels[0] : `${labels[0]} and ${labels.length - 1} more`}`,
      body: [`${when}:`, ...labels.map((label) => `- ${label}`)].join('\n'),
      link: '/',
    };
  },
  'digest.catch-up': ({ people, total }, texts, locale) => ({
    title: texts(DIGEST_TITLE, { names: namesList(people.map((person) => person.personName), locale, total) }),
    body: [
      texts(DIGEST_INTRO, { total }),
      ...people.map(({ personName, daysOverdue }) =>
        `- ${daysOverdue > 0 ? texts(DIGEST_OVERDUE_PERSON, { name: personName, days: daysOverdue }) : personName}`),
    ].join('\n'),
    link: '/network',
  }),
};

/** The words of a notification of `kind` from its job's payload, in `locale` (see RENDER). */
export function renderMessage<K extends NotificationKind>(kind: K, payload: Payloads[K], locale: Locale = SOURCE_LOCALE): RenderedMessage {
  const words = RENDER[kind](payload, textsIn(locale), locale);
  return { ...words, html: words.body.split('\n').map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`).join('\n') };
}

/** Files that go with an email: a confirmed plan's calendar event. */
export function attachmentsOf<K extends NotificationKind>(kind: K, payload: Payloads[K], now: Temporal.Instant) {
  if (kind !== 'plan.confirmed') return undefined;
  const content = planCalendar({ ...payload as ConfirmedPayload, now });
  return [{ filename: 'funplans-plan.ics', content, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }];
}

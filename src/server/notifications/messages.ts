import { Temporal } from 'temporal-polyfill';
import type { NotificationKind } from '@/domain/constants';
import { type Locale, SOURCE_LOCALE } from '@/domain/locales';
import { type TitledEvent, eventTitle } from '@/domain/eventTitle';
import { type Texts, i18nFor, textsIn } from '@/server/i18n';
import { holidayOfId } from '@/server/integrations/holidays';
import { type ConfirmedPlan, planCalendar } from '@/server/planCalendar';

/** What each kind's job carries: the facts, not the words, so that the words can change (or be translated) later. */
export interface AnsweredPayload { planId: string; title: string; answers: { reactionId: string; name: string }[] }
export interface EveryoneAnsweredPayload { planId: string; title: string; answers: number }
/** The plan as its calendar file needs it (the owner's zone: the slot's hours are theirs), and where responders see it. */
export interface ConfirmedPayload extends Omit<ConfirmedPlan, 'now'> {
  shareCode: string;
  /** An anonymous responder's answer, which their unsubscribe link names. */
  reactionId?: string;
  /** An anonymous responder's language (a user's is their account's). */
  locale?: Locale;
}
/**
 * A holiday keeps its id and a plan its own title and activity, so that they are named in the
 * recipient's language; `name` is the English one (which jobs made before them held alone).
 */
export type ReminderItem = {
  type: 'birthday' | 'other' | 'holiday' | 'plan'; name: string; personName: string | null; holidayId?: string;
  plan?: Pick<TitledEvent, 'eventTitle' | 'eventActivity'>;
};
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

/** 'Friday 4 December' in English, 'Freitag, 4. Dezember' in German. */
export const dayLabel = (date: string, locale: Locale = SOURCE_LOCALE) =>
  Temporal.PlainDate.from(date).toLocaleString(locale === SOURCE_LOCALE ? 'en-GB' : locale, { weekday: 'long', day: 'numeric', month: 'long' });

/* The plans' messages. A title is quoted ('Dinner'); an ICU message writes a quote as two. */
const ANSWERED_TITLE = /*i18n*/ { id: 'answered.title', message: "{names} answered your plan ''{title}''" };
const ANSWERED_BODY = /*i18n*/ {
  id: 'answered.body',
  message: "{count, plural, one {A new answer} other {# new answers}} to ''{title}'' from {names}. See which slots suit them.",
};
const EVERYONE_TITLE = /*i18n*/ { id: 'everyoneAnswered.title', message: "Everyone answered ''{title}''" };
const EVERYONE_BODY = /*i18n*/ { id: 'everyoneAnswered.body', message: "All {answers} answers to ''{title}'' are in: time to pick the winning slot." };
const CONFIRMED_TITLE = /*i18n*/ { id: 'confirmed.title', message: "''{title}'' is on: {day}, {slot}" };
const CONFIRMED_BODY = /*i18n*/ {
  id: 'confirmed.body',
  message: "{owner} picked {day}, {slot} for ''{title}''. Add it to your calendar from the plan''s page.",
};
/** A time slot inside a sentence ('Friday 4 December, evening'). */
const SLOT = /*i18n*/ {
  id: 'slot.inSentence',
  message: '{slot, select, morning {morning} noon {noon} afternoon {afternoon} evening {evening} other {{slot}}}',
};

const REMINDER_TITLE = /*i18n*/ { id: 'reminder.title', message: '{on, select, today {Today} other {Tomorrow}}: {first}' };
const REMINDER_TITLE_MORE = /*i18n*/ { id: 'reminder.titleMore', message: '{on, select, today {Today} other {Tomorrow}}: {first} and {more} more' };
const REMINDER_HEADING = /*i18n*/ { id: 'reminder.heading', message: '{on, select, today {Today} other {Tomorrow}}:' };
const BIRTHDAY = /*i18n*/ { id: 'reminder.birthday', message: "{name}''s birthday" };

function reminderLabel(item: ReminderItem, texts: Texts, locale: Locale): string {
  if (item.type === 'birthday' && item.personName) return texts(BIRTHDAY, { name: item.personName });
  if (item.type === 'other' && item.personName) return `${item.name} (${item.personName})`;
  // A holiday is named in the recipient's language (jobs made before holidayId was kept say the English name).
  if (item.type === 'holiday' && item.holidayId) return holidayOfId(item.holidayId, locale)?.name ?? item.name;
  if (item.type === 'plan' && item.plan) return eventTitle({ ...item.plan, personName: item.personName, status: 'confirmed' }, i18nFor(locale));
  return item.name;
}

type Words = Omit<RenderedMessage, 'html'>;

/** Each kind in words, in the recipient's language: `texts` turns the server's descriptors into it (src/server/i18n.ts). */
const RENDER: { [K in NotificationKind]: (payload: Payloads[K], texts: Texts, locale: Locale) => Words } = {
  'plan.answered': ({ planId, title, answers }, texts, locale) => {
    const names = answers.map((answer) => answer.name);
    return {
      title: texts(ANSWERED_TITLE, { names: namesList(names, locale), count: names.length, title }),
      body: texts(ANSWERED_BODY, { count: answers.length, title, names: namesList(names, locale, names.length, names.length) }),
      link: `/proposedplans/${planId}`,
    };
  },
  'plan.everyone-answered': ({ planId, title, answers }, texts) => ({
    title: texts(EVERYONE_TITLE, { title }),
    body: texts(EVERYONE_BODY, { title, answers }),
    link: `/proposedplans/${planId}`,
  }),
  'plan.confirmed': ({ title, shareCode, winner: { date, timeSlot }, ownerFirstName }, texts, locale) => {
    const when = { title, day: dayLabel(date, locale), slot: texts(SLOT, { slot: timeSlot }) };
    return {
      title: texts(CONFIRMED_TITLE, when),
      body: texts(CONFIRMED_BODY, { ...when, owner: ownerFirstName }),
      link: `/plan/${shareCode}`,
    };
  },
  'reminder.upcoming': ({ on, items }, texts, locale) => {
    const labels = items.map((item) => reminderLabel(item, texts, locale));
    const title = labels.length === 1
      ? texts(REMINDER_TITLE, { on, first: labels[0] })
      : texts(REMINDER_TITLE_MORE, { on, first: labels[0], more: labels.length - 1 });
    return {
      title,
      body: [texts(REMINDER_HEADING, { on }), ...labels.map((label) => `- ${label}`)].join('\n'),
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
export function attachmentsOf<K extends NotificationKind>(kind: K, payload: Payloads[K], now: Temporal.Instant, locale: Locale = SOURCE_LOCALE) {
  if (kind !== 'plan.confirmed') return undefined;
  const content = planCalendar({ ...payload as ConfirmedPayload, now }, locale);
  return [{ filename: 'funplans-plan.ics', content, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }];
}

import { i18n } from '@lingui/core';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { AVATAR_LABELS } from '@/domain/avatarLabels';
import { monthTitle, plannerWeek, weekTitle } from '@/domain/calendar';
import { NO_USER_FOR_INVITE_CODE } from '@/domain/constants';
import { deviceName } from '@/domain/deviceName';
import { errorMessageOf } from '@/domain/result';
import { eventTitle } from '@/domain/eventTitle';
import { MEET_FREQUENCY_LABELS, dayMonth, personSubtitle } from '@/domain/lastSeen';
import type { Locale } from '@/domain/locales';
import { CHANNEL_NAMES, KIND_NAMES } from '@/domain/notificationLabels';
import { zoneTimeName } from '@/domain/timeZones';
import { slotLabel } from '@/domain/timesOfDay';
import { WEATHER_LABELS } from '@/domain/weatherLabels';
import { birthdayName, monthNames, yearlyLabel } from '@/domain/yearlyEvents';
import { useLanguage } from '../views/support/language';

/** src/domain's shared texts in the app's language (the domain catalogue, README "Translating"). */

const today = Temporal.PlainDate.from('2026-03-02');
const person = { meetFrequency: 'everyfewmonths', lastSeenDate: '2026-02-03', nextEventDate: null, personNotes: 'Likes jazz' } as const;
const dinnerWithGrace = { eventTitle: null, eventActivity: 'dinner', personName: 'Grace Hopper', status: 'proposed' } as const;
const yearly = { recurringEventDay: 24, recurringEventMonth: 12 };
const UNKNOWN_AGENT = 'Mozilla/5.0 (PlayStation)';

interface Expected {
  title: string;
  untitled: string;
  subtitle: string;
  slot: string;
  frequency: string;
  yearly: string;
  birthday: string;
  thisWeek: string;
  weekOf: string;
  weekday: string;
  month: string;
  monthTitle: string;
  zone: string;
  device: string;
  avatar: string;
  weather: string;
  kind: string;
  channel: string;
  inviteCode: string;
  sessionEnded: string;
}

const EXPECTED: Partial<Record<Locale, Expected>> = {
  en: {
    title: 'dinner with Grace Hopper?', untitled: 'Activity', subtitle: 'Typically every few months, last seen: 03/02 Notes: Likes jazz',
    slot: 'Evening', frequency: 'Every few months', yearly: 'Yearly at 24 / 12', birthday: "Ada's Birthday", thisWeek: 'This week',
    weekOf: 'Week of 9/3', weekday: 'MON', month: 'March', monthTitle: 'March 2026', zone: 'Berlin time', device: 'A browser on another system',
    avatar: 'two friends', weather: 'Partly cloudy', kind: 'Weekly catch-up digest', channel: 'Email',
    inviteCode: 'No user found with that invite code. Please try again.',
    sessionEnded: 'Your session has ended, please log in again',
  },
  de: {
    title: 'Abendessen mit Grace Hopper?', untitled: 'Aktivität', subtitle: 'Meist alle paar Monate, zuletzt gesehen: 03.02. Notizen: Likes jazz',
    slot: 'Abend', frequency: 'Alle paar Monate', yearly: 'Jährlich am 24. 12.', birthday: 'Geburtstag von Ada', thisWeek: 'Diese Woche',
    weekOf: 'Woche vom 9.3.', weekday: 'MO', month: 'März', monthTitle: 'März 2026', zone: 'Zeit in Berlin', device: 'Ein Browser auf einem anderen System',
    avatar: 'zwei Freunde', weather: 'Teils bewölkt', kind: 'Wöchentliche Übersicht zum Wiedersehen', channel: 'E-Mail',
    inviteCode: 'Niemand hat diesen Einladungscode. Bitte versuch es noch einmal.',
    sessionEnded: 'Deine Sitzung ist abgelaufen, bitte melde dich erneut an',
  },
  fr: {
    title: 'Dîner avec Grace Hopper ?', untitled: 'Activité', subtitle: 'En général tous les quelques mois, vu pour la dernière fois : 03/02 Notes : Likes jazz',
    slot: 'Soir', frequency: 'Tous les quelques mois', yearly: 'Chaque année le 24/12', birthday: 'Anniversaire de Ada', thisWeek: 'Cette semaine',
    weekOf: 'Semaine du 09/03', weekday: 'LUN.', month: 'mars', monthTitle: 'mars 2026', zone: 'heure de Berlin', device: 'Un navigateur sur un autre système',
    avatar: 'deux amis', weather: 'Partiellement nuageux', kind: 'Récap hebdomadaire des retrouvailles', channel: 'E-mail',
    inviteCode: 'Aucun utilisateur n’a ce code d’invitation. Réessaie.',
    sessionEnded: 'Ta session est terminée, reconnecte-toi',
  },
  it: {
    title: 'Cena con Grace Hopper?', untitled: 'Attività', subtitle: 'Di solito ogni pochi mesi, visto l’ultima volta: 03/02 Note: Likes jazz',
    slot: 'Sera', frequency: 'Ogni pochi mesi', yearly: 'Ogni anno il 24/12', birthday: 'Compleanno di Ada', thisWeek: 'Questa settimana',
    weekOf: 'Settimana del 09/03', weekday: 'LUN', month: 'marzo', monthTitle: 'marzo 2026', zone: 'ora di Berlin', device: 'Un browser su un altro sistema',
    avatar: 'due amici', weather: 'Parzialmente nuvoloso', kind: 'Riepilogo settimanale per rivedersi', channel: 'Email',
    inviteCode: 'Nessun utente ha questo codice di invito. Riprova.',
    sessionEnded: 'La tua sessione è scaduta, accedi di nuovo',
  },
};

describe.each(Object.entries(EXPECTED) as [Locale, Expected][])('the domain texts in %s', (locale, expected) => {
  useLanguage(locale);

  it('names plans, people, slots and yearly events', () => {
    expect(eventTitle(dinnerWithGrace)).toBe(expected.title);
    expect(eventTitle({ ...dinnerWithGrace, eventActivity: null, personName: null, status: 'confirmed' })).toBe(expected.untitled);
    expect(personSubtitle(person, today)).toBe(expected.subtitle);
    expect(slotLabel('evening')).toBe(expected.slot);
    expect(i18n._(MEET_FREQUENCY_LABELS.everyfewmonths)).toBe(expected.frequency);
    expect(yearlyLabel(yearly)).toBe(expected.yearly);
    expect(birthdayName('Ada')).toBe(expected.birthday);
  });

  it('names weeks, weekdays and months', () => {
    expect(weekTitle(plannerWeek(today, 0, locale), 0)).toBe(expected.thisWeek);
    const nextWeek = plannerWeek(today, 1, locale);
    expect(weekTitle(nextWeek, 1)).toBe(expected.weekOf);
    expect(nextWeek.days[0]!.weekdayName).toBe(expected.weekday);
    expect(nextWeek.monthName).toBe(expected.month);
    expect(monthNames(locale)[2]).toBe(expected.month);
    expect(monthTitle('2026-03', locale)).toBe(expected.monthTitle);
  });

  it('names zones, devices, avatars, weather, notifications, an unknown invite code and an ended session', () => {
    expect(zoneTimeName('Europe/Berlin')).toBe(expected.zone);
    expect(deviceName(UNKNOWN_AGENT)).toBe(expected.device);
    expect(i18n._(AVATAR_LABELS.avatar_group_1)).toBe(expected.avatar);
    expect(i18n._(WEATHER_LABELS.partlycloudy)).toBe(expected.weather);
    expect(i18n._(KIND_NAMES['digest.catch-up'])).toBe(expected.kind);
    expect(i18n._(CHANNEL_NAMES.email)).toBe(expected.channel);
    expect(i18n._(NO_USER_FOR_INVITE_CODE)).toBe(expected.inviteCode);
    expect(errorMessageOf({ status: 'unauthorized' })).toBe(expected.sessionEnded);
  });
});

describe('dayMonth', () => {
  it("keeps SPEC.md's dd/mm in English and writes another language's own numeric date", () => {
    expect(dayMonth('2026-02-03')).toBe('03/02');
    expect(dayMonth('2026-02-03', 'de')).toBe('03.02.');
    expect(dayMonth('2026-02-03', 'nl')).toBe('03-02');
  });
});

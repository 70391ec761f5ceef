import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import { CONTROL_CHARACTER, PRODUCT_NAME, type TimeSlot } from '@/domain/constants';
import type { PlanSlot } from '@/domain/planSlots';
import { SLOT_HOURS } from '@/domain/slotHours';
import { type Locale, SOURCE_LOCALE } from '@/domain/locales';
import { textsIn } from '@/server/i18n';

/**
 * Text as an iCalendar TEXT value can carry it. ical.js escapes backslash, comma, semicolon and
 * LF, but passes a bare CR (and other line breaks) through, which some calendar apps read as the
 * end of a line: a title could then inject properties. Line breaks of every kind become LF (written
 * as `\\n`); other control characters go.
 */
export const icsText = (text: string) => text
  .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
  .replace(new RegExp(CONTROL_CHARACTER.source, 'g'), '');

export interface ConfirmedPlan {
  proposedPlanId: string;
  title: string;
  winner: PlanSlot;
  ownerFirstName: string;
  /** The slot's hours are the owner's local time. */
  timeZone: string;
  now: Temporal.Instant;
}

export const utcTime = (date: string, hour: number, timeZone: string) => {
  const instant = Temporal.PlainDate.from(date).toZonedDateTime({ timeZone, plainTime: { hour } }).toInstant();
  return ICAL.Time.fromJSDate(new Date(instant.epochMilliseconds), true);
};

const PROPOSED_BY = /*i18n*/ { id: 'ics.proposedBy', message: 'Proposed by {owner} on {product}' };

/** An iCalendar file holding the one event a confirmed plan became, its description in `locale`. */
export function planCalendar(plan: ConfirmedPlan, locale: Locale = SOURCE_LOCALE): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', `-//${PRODUCT_NAME}//Proposed plans//EN`);
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('method', 'PUBLISH');

  const component = new ICAL.Component('vevent');
  const event = new ICAL.Event(component);
  const hours = SLOT_HOURS[plan.winner.timeSlot];
  event.uid = `proposed-plan-${plan.proposedPlanId}@funplans`;
  event.summary = icsText(plan.title);
  event.description = icsText(textsIn(locale)(PROPOSED_BY, { owner: plan.ownerFirstName, product: PRODUCT_NAME }));
  event.startDate = utcTime(plan.winner.date, hours.start, plan.timeZone);
  event.endDate = utcTime(plan.winner.date, hours.end, plan.timeZone);
  component.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(new Date(plan.now.epochMilliseconds), true));
  calendar.addSubcomponent(component);
  return calendar.toString();
}

export interface FeedPlan { eventId: string; title: string; date: string; timeSlot: TimeSlot }
export interface FeedBirthday { recurringEventId: string; title: string; month: number; day: number }

/**
 * The user's own subscribable feed: each confirmed fun plan as a timed event over its slot's hours
 * in the user's time zone (written in UTC), each birthday as a yearly all-day event.
 */
export function ownFeedCalendar(plans: FeedPlan[], birthdays: FeedBirthday[], timeZone: string, now: Temporal.Instant): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', `-//${PRODUCT_NAME}//Own plans//EN`);
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('x-wr-calname', PRODUCT_NAME);
  const stamp = ICAL.Time.fromJSDate(new Date(now.epochMilliseconds), true);
  const add = (uid: string, summary: string, fill: (event: ICAL.Event, component: ICAL.Component) => void) => {
    const component = new ICAL.Component('vevent');
    const event = new ICAL.Event(component);
    event.uid = uid;
    event.summary = icsText(summary);
    fill(event, component);
    component.updatePropertyWithValue('dtstamp', stamp);
    calendar.addSubcomponent(component);
  };
  for (const plan of plans) {
    const hours = SLOT_HOURS[plan.timeSlot];
    add(`event-${plan.eventId}@funplans`, plan.title, (event) => {
      event.startDate = utcTime(plan.date, hours.start, timeZone);
      event.endDate = utcTime(plan.date, hours.end, timeZone);
    });
  }
  // A birthday is written from the year 2000, a leap year, so 29 February is kept.
  for (const birthday of birthdays) {
    const first = Temporal.PlainDate.from({ year: 2000, month: birthday.month, day: birthday.day });
    add(`recurring-${birthday.recurringEventId}@funplans`, birthday.title, (event, component) => {
      event.startDate = ICAL.Time.fromDateString(first.toString());
      event.endDate = ICAL.Time.fromDateString(first.add({ days: 1 }).toString());
      component.updatePropertyWithValue('rrule', ICAL.Recur.fromString('FREQ=YEARLY'));
      component.updatePropertyWithValue('transp', 'TRANSPARENT');
    });
  }
  return calendar.toString();
}

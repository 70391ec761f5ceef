import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import { PRODUCT_NAME, type TimeSlot } from '@/domain/constants';
import type { PlanSlot } from '@/domain/planSlots';

/** The hours a slot stands for (SPEC.md section 4, times of day); the evening ends at 22:00. */
const SLOT_HOURS: Record<TimeSlot, { start: number; end: number }> = {
  morning: { start: 9, end: 12 },
  noon: { start: 12, end: 14 },
  afternoon: { start: 14, end: 18 },
  evening: { start: 18, end: 22 },
};

export interface ConfirmedPlan {
  proposedPlanId: string;
  title: string;
  winner: PlanSlot;
  ownerFirstName: string;
  /** The slot's hours are the owner's local time. */
  timeZone: string;
  now: Temporal.Instant;
}

const utcTime = (date: string, hour: number, timeZone: string) => {
  const instant = Temporal.PlainDate.from(date).toZonedDateTime({ timeZone, plainTime: { hour } }).toInstant();
  return ICAL.Time.fromJSDate(new Date(instant.epochMilliseconds), true);
};

/** An iCalendar file holding the one event a confirmed plan became. */
export function planCalendar(plan: ConfirmedPlan): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', `-//${PRODUCT_NAME}//Proposed plans//EN`);
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('method', 'PUBLISH');

  const component = new ICAL.Component('vevent');
  const event = new ICAL.Event(component);
  const hours = SLOT_HOURS[plan.winner.timeSlot];
  event.uid = `proposed-plan-${plan.proposedPlanId}@funplans`;
  event.summary = plan.title;
  event.description = `Proposed by ${plan.ownerFirstName} on ${PRODUCT_NAME}`;
  event.startDate = utcTime(plan.winner.date, hours.start, plan.timeZone);
  event.endDate = utcTime(plan.winner.date, hours.end, plan.timeZone);
  component.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(new Date(plan.now.epochMilliseconds), true));
  calendar.addSubcomponent(component);
  return calendar.toString();
}

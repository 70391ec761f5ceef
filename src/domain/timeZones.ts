import { type I18n, i18n as currentI18n } from '@lingui/core';
import type { PlanSlot } from '@/domain/planSlots';
import { SLOT_HOURS } from '@/domain/slotHours';

/**
 * Time zones as people read them: a zone's city, its offset from UTC, and a plan's slot (the owner's
 * local day part) on another zone's clock. Plain Intl work, without Temporal: the public plan page
 * shows these and does not load Temporal (see dateLabels.ts).
 */

/** A responder this many hours or less from the plan's zone reads its day parts well enough without their own hours. */
export const NEAR_ZONE_HOURS = 3;

/** The zone this browser (or process) is set to. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** 'Europe/Berlin' → 'Berlin', 'America/Argentina/Buenos_Aires' → 'Buenos Aires', 'UTC' → 'UTC'. */
export const zoneCity = (timeZone: string) => timeZone.slice(timeZone.lastIndexOf('/') + 1).replaceAll('_', ' ');

const ZONE_TIME = /*i18n*/ { id: 'zone.time', message: '{city} time' };

/** 'Berlin time', 'Zeit in Berlin': the one text that names a zone beside times. */
export const zoneTimeName = (timeZone: string, translator: I18n = currentI18n) => translator._({ ...ZONE_TIME, values: { city: zoneCity(timeZone) } });

const formats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per zone: building one costs far more than using it. */
function formatIn(timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', timeZoneName: 'longOffset',
    });
    formats.set(timeZone, format);
  }
  return format;
}

interface WallClock { date: string; time: string; offsetMinutes: number }

/** The date, 24-hour time and UTC offset that clocks in `timeZone` show at `epochMs`. */
export function wallClockAt(epochMs: number, timeZone: string): WallClock {
  const parts = Object.fromEntries(formatIn(timeZone).formatToParts(epochMs).map((part) => [part.type, part.value]));
  // 'GMT+05:30', 'GMT-03:00', or 'GMT' alone at UTC.
  const [, sign = '+', hours = '0', minutes = '0'] = /GMT([+-])(\d\d):(\d\d)/.exec(parts.timeZoneName!) ?? [];
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    offsetMinutes: (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)),
  };
}

/** The year that clocks in `timeZone` show at `epochMs`. */
export const yearIn = (timeZone: string, epochMs = Date.now()) => Number(wallClockAt(epochMs, timeZone).date.slice(0, 4));

/** 'UTC+01:00', 'UTC−03:30', 'UTC': how far `timeZone` is from UTC at `epochMs`. */
export function utcOffsetLabel(timeZone: string, epochMs: number) {
  const { offsetMinutes } = wallClockAt(epochMs, timeZone);
  if (offsetMinutes === 0) return 'UTC';
  const minutes = Math.abs(offsetMinutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `UTC${offsetMinutes < 0 ? '−' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * The instant clocks in `timeZone` show `hour`:00 on `date` (an ISO date), resolved as Temporal's
 * 'compatible' does around DST changes: of an hour shown twice the first, an hour skipped is read
 * with the offset before the change (so 00:00 of a day that starts at 01:00 is 01:00).
 */
export function instantOf(date: string, hour: number, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const asIfUtc = Date.UTC(year, month - 1, day, hour);
  const offsetAt = (epochMs: number) => wallClockAt(epochMs, timeZone).offsetMinutes * 60_000;
  // The instant is within 14 hours of `asIfUtc`, and no zone changes its offset twice within days:
  // the offsets a day either side are the candidates.
  const before = offsetAt(asIfUtc - 86_400_000);
  const after = offsetAt(asIfUtc + 86_400_000);
  const shown = [asIfUtc - before, asIfUtc - after].filter((epochMs) => offsetAt(epochMs) === asIfUtc - epochMs);
  return shown.length ? Math.min(...shown) : asIfUtc - before;
}

/** How many hours apart the clocks of two zones are at `epochMs` (DST included). */
export const hoursBetweenZones = (a: string, b: string, epochMs: number) =>
  Math.abs(wallClockAt(epochMs, a).offsetMinutes - wallClockAt(epochMs, b).offsetMinutes) / 60;

/** A plan's slot on the clocks of another zone: the day it starts there and its start and end times. */
export interface SlotElsewhere { date: string; start: string; end: string }

export function slotHoursIn(slot: PlanSlot, planTimeZone: string, timeZone: string): SlotElsewhere {
  const hours = SLOT_HOURS[slot.timeSlot];
  const start = wallClockAt(instantOf(slot.date, hours.start, planTimeZone), timeZone);
  const end = wallClockAt(instantOf(slot.date, hours.end, planTimeZone), timeZone);
  return { date: start.date, start: start.time, end: end.time };
}

/** The plan's zone and the responder's by name ('Berlin time'), and the slot's hours on the responder's clock. */
export interface SlotZoneNote { planZone: string; viewerZone: string; viewerHours: SlotElsewhere | null }

/**
 * What a responder in `viewerTimeZone` needs beside a slot of a plan proposed in `planTimeZone`:
 * nothing when their clocks agree at that time; else the plan's zone by name, and, more than
 * NEAR_ZONE_HOURS away, the slot's hours on their own clock.
 */
export function slotZoneNote(slot: PlanSlot, planTimeZone: string, viewerTimeZone: string, translator: I18n = currentI18n): SlotZoneNote | null {
  const startsAt = instantOf(slot.date, SLOT_HOURS[slot.timeSlot].start, planTimeZone);
  const apart = hoursBetweenZones(planTimeZone, viewerTimeZone, startsAt);
  if (apart === 0) return null;
  return {
    planZone: zoneTimeName(planTimeZone, translator),
    viewerZone: zoneTimeName(viewerTimeZone, translator),
    viewerHours: apart > NEAR_ZONE_HOURS ? slotHoursIn(slot, planTimeZone, viewerTimeZone) : null,
  };
}

import type { I18n } from '@lingui/core';
import { dateLabel, timeLabel } from '@/domain/dateLabels';
import type { HourCycle } from '@/domain/locales';
import type { PlanSlot } from '@/domain/planSlots';
import { slotZoneNote } from '@/domain/timeZones';
import { slotLabel as slotName } from '@/domain/timesOfDay';

/** 'Nov 24th, Evening' in English, '24. Nov., Abend' in German. */
export const slotLabel = (slot: PlanSlot, today: { year: number }, i18n: I18n) =>
  `${dateLabel(slot.date, today, i18n.locale)}, ${slotName(slot.timeSlot, i18n)}`;

/** A 24-hour 'HH:MM' on the responder's clock: the one they chose, else their language's usual. */
const clockTime = (time: string, i18n: I18n, hourCycle: HourCycle | null) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return timeLabel({ hour, minute }, i18n.locale, hourCycle);
};

/**
 * A plan's slot for a responder whose clocks may not be the owner's: 'Nov 24th, Evening' in the
 * owner's zone; elsewhere ', Berlin time' is added, and beyond three hours the responder's own hours
 * ' (Nov 25th, 4:00 AM–8:00 AM Sydney time)', their date only when it is another day.
 */
export function zonedSlotLabel(
  slot: PlanSlot, today: { year: number }, zones: { plan: string; viewer: string }, i18n: I18n, hourCycle: HourCycle | null,
) {
  const label = slotLabel(slot, today, i18n);
  const note = slotZoneNote(slot, zones.plan, zones.viewer, i18n);
  if (!note) return label;
  const hours = note.viewerHours;
  if (!hours) return `${label}, ${note.planZone}`;
  const day = hours.date === slot.date ? '' : `${dateLabel(hours.date, today, i18n.locale)}, `;
  const [start, end] = [clockTime(hours.start, i18n, hourCycle), clockTime(hours.end, i18n, hourCycle)];
  return `${label}, ${note.planZone} (${day}${start}–${end} ${note.viewerZone})`;
}

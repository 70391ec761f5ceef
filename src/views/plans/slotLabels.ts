import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TimeSlot } from '@/domain/constants';
import { dateLabel } from '@/domain/dateLabels';
import type { PlanSlot } from '@/domain/planSlots';
import { slotZoneNote, zoneCity } from '@/domain/timeZones';

export const SLOT_NAMES: Record<TimeSlot, MessageDescriptor> = {
  morning: msg`Morning`,
  noon: msg`Noon`,
  afternoon: msg`Afternoon`,
  evening: msg`Evening`,
};

/** 'Nov 24th, Evening' in English, '24. Nov., Abend' in German. */
export const slotLabel = (slot: PlanSlot, today: { year: number }, i18n: I18n) =>
  `${dateLabel(slot.date, today, i18n.locale)}, ${i18n._(SLOT_NAMES[slot.timeSlot])}`;

/** 'Berlin time': a zone named beside times, by its city. */
const zoneTime = (timeZone: string, i18n: I18n) => {
  const city = zoneCity(timeZone);
  return i18n._(msg`${city} time`);
};

/**
 * A plan's slot for a responder whose clocks may not be the owner's: 'Nov 24th, Evening' in the
 * owner's zone; elsewhere ', Berlin time' is added, and beyond three hours the responder's own hours
 * ' (Nov 25th, 04:00–08:00 Sydney time)', their date only when it is another day.
 */
export function zonedSlotLabel(slot: PlanSlot, today: { year: number }, planTimeZone: string, viewerTimeZone: string, i18n: I18n) {
  const label = slotLabel(slot, today, i18n);
  const note = slotZoneNote(slot, planTimeZone, viewerTimeZone);
  if (!note) return label;
  const hours = note.viewerHours;
  if (!hours) return `${label}, ${zoneTime(planTimeZone, i18n)}`;
  const day = hours.date === slot.date ? '' : `${dateLabel(hours.date, today, i18n.locale)}, `;
  return `${label}, ${zoneTime(planTimeZone, i18n)} (${day}${hours.start}–${hours.end} ${zoneTime(viewerTimeZone, i18n)})`;
}

import type { TimeSlot } from '@/domain/constants';
import { dateLabel } from '@/domain/dateLabels';
import type { PlanSlot } from '@/domain/planSlots';
import { slotZoneNote } from '@/domain/timeZones';

export const SLOT_NAMES: Record<TimeSlot, string> = {
  morning: 'Morning',
  noon: 'Noon',
  afternoon: 'Afternoon',
  evening: 'Evening',
};

/** 'Nov 24th, Evening'. */
export const slotLabel = (slot: PlanSlot, today: { year: number }) => `${dateLabel(slot.date, today)}, ${SLOT_NAMES[slot.timeSlot]}`;

/**
 * A plan's slot for a responder whose clocks may not be the owner's: 'Nov 24th, Evening' in the
 * owner's zone; elsewhere ', Berlin time' is added, and beyond three hours the responder's own hours
 * ' (Nov 25th, 04:00–08:00 Sydney time)', their date only when it is another day.
 */
export function zonedSlotLabel(slot: PlanSlot, today: { year: number }, planTimeZone: string, viewerTimeZone: string) {
  const label = slotLabel(slot, today);
  const note = slotZoneNote(slot, planTimeZone, viewerTimeZone);
  if (!note) return label;
  const hours = note.viewerHours;
  if (!hours) return `${label}, ${note.planZone}`;
  const day = hours.date === slot.date ? '' : `${dateLabel(hours.date, today)}, `;
  return `${label}, ${note.planZone} (${day}${hours.start}–${hours.end} ${note.viewerZone})`;
}

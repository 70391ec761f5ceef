import { type I18n, type MessageDescriptor, i18n as currentI18n } from '@lingui/core';
import type { TimeSlot } from '@/domain/constants';

/** SPEC.md section 4: the names of the parts of a day. */
export type TimeOfDay = 'Morning' | 'Noon' | 'Afternoon' | 'Evening' | 'All Day';

/** Morning before 12, Noon 12 to before 14, Afternoon 14 to before 18, Evening from 18. */
export function timeOfDay(hour: number): Exclude<TimeOfDay, 'All Day'> {
  if (hour < 12) return 'Morning';
  if (hour < 14) return 'Noon';
  return hour < 18 ? 'Afternoon' : 'Evening';
}

/** The calendar slot a clock time falls in (a timed external event takes its start's slot). */
export const slotOfHour = (hour: number): TimeSlot => timeOfDay(hour).toLowerCase() as TimeSlot;

const SLOT_NAMES: Record<TimeSlot, MessageDescriptor> = {
  morning: /*i18n*/ { id: 'slot.morning', message: 'Morning' },
  noon: /*i18n*/ { id: 'slot.noon', message: 'Noon' },
  afternoon: /*i18n*/ { id: 'slot.afternoon', message: 'Afternoon' },
  evening: /*i18n*/ { id: 'slot.evening', message: 'Evening' },
};

/** 'evening' → 'Evening', 'Abend'. */
export const slotLabel = (slot: TimeSlot, translator: I18n = currentI18n) => translator._(SLOT_NAMES[slot]);

/** SPEC.md section 9: how tall each slot of a day block is, in pixels. */
export const SLOT_HEIGHTS: Record<TimeSlot, number> = { morning: 30, noon: 15, afternoon: 30, evening: 30 };

import type { TimeSlot } from '@/domain/constants';

/**
 * The hours a slot stands for (SPEC.md section 4, times of day) in a calendar file or on another
 * zone's clock; the morning starts at 9:00 and the evening ends at 22:00.
 */
export const SLOT_HOURS: Record<TimeSlot, { start: number; end: number }> = {
  morning: { start: 9, end: 12 },
  noon: { start: 12, end: 14 },
  afternoon: { start: 14, end: 18 },
  evening: { start: 18, end: 22 },
};

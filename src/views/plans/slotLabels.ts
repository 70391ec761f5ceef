import type { TimeSlot } from '@/domain/constants';
import { dateLabel } from '@/domain/dateLabels';
import type { PlanSlot } from '@/domain/planSlots';

export const SLOT_NAMES: Record<TimeSlot, string> = {
  morning: 'Morning',
  noon: 'Noon',
  afternoon: 'Afternoon',
  evening: 'Evening',
};

/** 'Nov 24th, Evening'. */
export const slotLabel = (slot: PlanSlot, today: { year: number }) => `${dateLabel(slot.date, today)}, ${SLOT_NAMES[slot.timeSlot]}`;

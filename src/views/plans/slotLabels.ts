import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TimeSlot } from '@/domain/constants';
import { dateLabel } from '@/domain/dateLabels';
import type { PlanSlot } from '@/domain/planSlots';

export const SLOT_NAMES: Record<TimeSlot, MessageDescriptor> = {
  morning: msg`Morning`,
  noon: msg`Noon`,
  afternoon: msg`Afternoon`,
  evening: msg`Evening`,
};

/** 'Nov 24th, Evening' in English, '24. Nov., Abend' in German. */
export const slotLabel = (slot: PlanSlot, today: { year: number }, i18n: I18n) =>
  `${dateLabel(slot.date, today, i18n.locale)}, ${i18n._(SLOT_NAMES[slot.timeSlot])}`;

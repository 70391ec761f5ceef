import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TimeSlot } from '@/domain/constants';

/*
 * Sentences that name a slot: whole sentences per slot, so that each language can say "in the
 * morning" its own way (German: 'am Morgen', 'mittags').
 */

/** The name of a free slot's Plan button. */
export const PLAN_IN_SLOT: Record<TimeSlot, MessageDescriptor> = {
  morning: msg`Plan something in the morning`,
  noon: msg`Plan something in the noon`,
  afternoon: msg`Plan something in the afternoon`,
  evening: msg`Plan something in the evening`,
};

/** The name of the day panel's form for a new plan. */
export const NEW_PLAN_IN_SLOT: Record<TimeSlot, MessageDescriptor> = {
  morning: msg`New plan in the morning`,
  noon: msg`New plan in the noon`,
  afternoon: msg`New plan in the afternoon`,
  evening: msg`New plan in the evening`,
};

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Activity, EventStatus } from '@/domain/constants';

/** What the event pages and the new plan's form call each activity. */
export const ACTIVITY_NAMES: Record<Activity, MessageDescriptor> = {
  coffee: msg`Coffee`,
  lunch: msg`Lunch`,
  dinner: msg`Dinner`,
  drinks: msg`Drinks`,
  sports: msg`Sports`,
  running: msg`Running`,
  movie: msg`Movie`,
  party: msg`Party`,
  trip: msg`Trip`,
  concert: msg`Concert`,
  hangout: msg`Hangout`,
};

/** An event's status as its page shows it. */
export const STATUS_NAMES: Record<EventStatus, MessageDescriptor> = {
  proposed: msg`Proposed`,
  confirmed: msg`Confirmed`,
  canceled: msg`Canceled`,
};

import { z } from 'zod';
import { ACTIVITIES, AVATAR_NAMES, EVENT_STATUSES, EVENT_TYPES, TIME_SLOTS } from '@/domain/constants';
import { isoDate, notes, title, uuid } from '@/domain/contract/common';

export const timeSlot = z.enum(TIME_SLOTS);
export const activity = z.enum(ACTIVITIES);

export const event = z.object({
  eventId: z.string(),
  eventType: z.enum(EVENT_TYPES),
  eventTitle: z.string().nullable(),
  eventActivity: activity.nullable(),
  eventNotes: z.string().nullable(),
  eventDate: isoDate,
  eventTimeSlot: timeSlot,
  status: z.enum(EVENT_STATUSES),
  personId: uuid.nullable(),
  personName: z.string().nullable(),
  personColor: z.string().nullable(),
  personAvatar: z.enum(AVATAR_NAMES).nullable(),
  createdFromExternalEventId: z.string().nullable(),
  googleCalendarEventId: z.string().nullable(),
  externalCalendarEventId: z.string().nullable(),
  externalCalendarEventIntegrationId: uuid.nullable(),
  ignoredByUser: z.boolean(),
});
export type Event = z.infer<typeof event>;

export const createEventBody = z.object({
  personId: uuid,
  eventDate: isoDate,
  eventTimeSlot: timeSlot,
  eventActivity: activity.optional(),
  eventTitle: title.optional(),
  eventNotes: notes.optional(),
  status: z.enum(['proposed', 'confirmed']).optional(),
  externalCalendarEventId: z.string().max(1024).optional(),
  externalCalendarEventIntegrationId: uuid.optional(),
});
export type CreateEventBody = z.infer<typeof createEventBody>;

export const updateEventBody = z.object({
  eventTitle: title.nullable().optional(),
  eventActivity: activity.optional(),
  eventNotes: notes.nullable().optional(),
  status: z.enum(EVENT_STATUSES).optional(),
});
export type UpdateEventBody = z.infer<typeof updateEventBody>;

export const eventSaved = z.object({ eventId: uuid, message: z.string() });

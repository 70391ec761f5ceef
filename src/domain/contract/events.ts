import { z } from 'zod';
import { ACTIVITIES, AVATAR_NAMES, EVENT_STATUSES, EVENT_TYPES, TIME_SLOTS } from '@/domain/constants';
import { idParams, isoDate, notes, title, uuid } from '@/domain/contract/common';
import { ISSUE_TEXTS } from '@/domain/contract/issueTexts';

export const timeSlot = z.enum(TIME_SLOTS);
/** SPEC.md section 3: slots are compared case-insensitively ('Evening' is 'evening'). */
const anyCaseTimeSlot = z.preprocess((value) => (typeof value === 'string' ? value.toLowerCase() : value), timeSlot);
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
  eventTimeSlot: anyCaseTimeSlot,
  eventActivity: activity.optional(),
  eventTitle: title.optional(),
  eventNotes: notes.optional(),
  status: z.enum(['proposed', 'confirmed']).optional(),
  externalCalendarEventId: z.string().max(1024).optional(),
  externalCalendarEventIntegrationId: uuid.optional(),
}).refine(
  // A plan converted from an external event names both the event and its integration, or neither.
  (body) => (body.externalCalendarEventId === undefined) === (body.externalCalendarEventIntegrationId === undefined),
  { message: ISSUE_TEXTS.externalEvent.id, path: ['externalCalendarEventIntegrationId'] },
);
export type CreateEventBody = z.infer<typeof createEventBody>;

export const updateEventBody = z.object({
  eventTitle: title.nullable().optional(),
  eventActivity: activity.optional(),
  eventNotes: notes.nullable().optional(),
  status: z.enum(EVENT_STATUSES).optional(),
});
export type UpdateEventBody = z.infer<typeof updateEventBody>;

export const eventSaved = z.object({ eventId: uuid, message: z.string() });

export const eventIdParams = idParams;

/** The calendar window: `days` from `startDate` (35 by default, at most 366). */
export const eventsWindowQuery = z.object({
  startDate: isoDate,
  days: z.coerce.number().int().min(1).max(366).default(35),
});
export type EventsWindowQuery = z.input<typeof eventsWindowQuery>;

export const EXTERNAL_CALENDAR_STATUSES = ['NOT_CONNECTED', 'CONNECTED', 'CONNECTED_BUT_FETCHING_FAILED'] as const;

export const eventsWindow = z.object({
  events: z.array(event),
  meta: z.object({
    externalCalendarStatus: z.enum(EXTERNAL_CALENDAR_STATUSES),
    /** The id of the integration whose calendar was merged in, if any. */
    integrationUsed: z.string().nullable(),
    /**
     * Slots taken by a non-ignored external event (a timed event marks every slot it overlaps in
     * the user's time zone, an all-day one the whole day), so plans are proposed in free slots only.
     */
    busySlots: z.array(z.object({ date: isoDate, timeSlot })),
  }),
});
export type EventsWindow = z.infer<typeof eventsWindow>;

/** The slots a linked calendar keeps busy in a window of days. */
export type BusySlots = EventsWindow['meta']['busySlots'];

/** A profile's two lists of fun plans. */
export interface ProfileEvents {
  upcoming: Event[];
  recent: Event[];
}

/** An edit of one event, as the event form machine hands it to the service. */
export interface EventUpdate {
  eventId: string;
  body: UpdateEventBody;
}

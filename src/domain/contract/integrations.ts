import { z } from 'zod';
import { IGNORE_SCOPES, INTEGRATION_STATUSES, INTEGRATION_TYPES } from '@/domain/constants';
import { hexColor, idParams, instant, isoDate, uuid } from '@/domain/contract/common';
import { timeSlot } from '@/domain/contract/events';


/** Provider ids (Google event ids, ICS occurrence ids) are opaque strings, URL-safe, at most this long. */
const externalId = z.string().min(1).max(1024);

export const integration = z.object({
  integrationId: uuid,
  integrationType: z.enum(INTEGRATION_TYPES),
  integrationStatus: z.enum(INTEGRATION_STATUSES),
  activeCalendarId: z.string().nullable(),
  activeCalendarName: z.string().nullable(),
  activeCalendarColor: z.string().nullable(),
  /** The subscribed address of an ICS feed (the owner's own secret); null for Google. */
  feedUrl: z.string().nullable(),
  created_at: instant,
});
export type Integration = z.infer<typeof integration>;

export const createIntegrationBody = z.discriminatedUnion('integrationType', [
  z.object({ integrationType: z.literal('GOOGLE_CALENDAR') }),
  z.object({ integrationType: z.literal('ICS_FEED'), feedUrl: z.url({ protocol: /^https?$/ }).max(2048) }),
]);
export type CreateIntegrationBody = z.infer<typeof createIntegrationBody>;

export const integrationSaved = z.object({ integrationId: uuid });

/** Chooses the calendar whose events join the user's calendar. */
export const updateIntegrationBody = z.object({
  activeCalendarId: externalId,
  activeCalendarName: z.string().trim().min(1).max(200),
  activeCalendarColor: hexColor.nullable().optional(),
});
export type UpdateIntegrationBody = z.infer<typeof updateIntegrationBody>;

/** A change of an integration, as the calendar choice hands it to the service. */
export interface IntegrationUpdate {
  integrationId: string;
  body: UpdateIntegrationBody;
}

export const externalCalendar = z.object({
  id: externalId,
  summary: z.string(),
  description: z.string().nullable(),
  backgroundColor: z.string().nullable(),
});
export type ExternalCalendar = z.infer<typeof externalCalendar>;

/**
 * One occurrence of an event in the active external calendar. `start` keeps the provider's
 * shape (`date` for all-day, `dateTime` for timed); `startDate` and `eventTimeSlot` are derived
 * in the user's time zone.
 */
export const externalEvent = z.object({
  id: externalId,
  integrationId: uuid,
  summary: z.string(),
  description: z.string().nullable(),
  start: z.object({ date: isoDate.optional(), dateTime: instant.optional() }),
  end: z.object({ date: isoDate.optional(), dateTime: instant.optional() }).nullable(),
  startDate: isoDate,
  allDay: z.boolean(),
  eventTimeSlot: timeSlot,
  ignoredByUser: z.boolean(),
  /** The fun plan made from this event, if it was converted. */
  convertedEventId: uuid.nullable(),
});
export type ExternalEvent = z.infer<typeof externalEvent>;

export const externalEventDetail = z.object({ event: externalEvent, integration });
export type ExternalEventDetail = z.infer<typeof externalEventDetail>;

export const externalEventParams = z.object({ id: externalId });

export const ignoreRule = z.object({
  ruleId: uuid,
  matchPattern: z.string(),
  whichEventsToIgnore: z.enum(IGNORE_SCOPES),
  createdFromExternalEventId: z.string().nullable(),
  createdFromExternalIntegrationId: uuid.nullable(),
  created_at: instant,
});
export type IgnoreRule = z.infer<typeof ignoreRule>;

/**
 * `all_matching` ignores every event whose summary contains the pattern (case-insensitively);
 * `single_event` ignores only the event it was made from.
 */
export const createIgnoreRuleBody = z.object({
  matchPattern: z.string().trim().min(1).max(200),
  whichEventsToIgnore: z.enum(IGNORE_SCOPES).default('all_matching'),
  createdFromExternalEventId: externalId.optional(),
  createdFromExternalIntegrationId: uuid.optional(),
});
export type CreateIgnoreRuleBody = z.input<typeof createIgnoreRuleBody>;

export const ignoreRuleSaved = z.object({ ruleId: uuid });

/** The user's own subscribable feed: `{origin}/ical/{secret}.ics`. */
export const icalFeed = z.object({ url: z.url() });

export const integrationIdParams = idParams;

/** `GET /integrations/options`: which providers this server can connect (Google needs credentials). */
export const integrationOptions = z.object({ googleCalendarConfigured: z.boolean() });
export type IntegrationOptions = z.infer<typeof integrationOptions>;

/** `GET /integrations/{id}/events`: `days` from `startDate` (today and 35 days by default). */
export const integrationEventsQuery = z.object({
  startDate: isoDate.optional(),
  days: z.coerce.number().int().min(1).max(366).default(35),
});

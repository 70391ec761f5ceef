import type { EventType } from '@/domain/constants';

interface LinkedEvent {
  eventId: string;
  eventType: EventType;
  googleCalendarEventId: string | null;
  externalCalendarEventId: string | null;
}

/**
 * SPEC.md section 2: a holiday (or yearly event) opens /recurringevents/{id}, a fun plan
 * /calendar/{id}, an external calendar event /externalcalendar/{its calendar's id}.
 */
export function eventLink(event: LinkedEvent): string {
  switch (event.eventType) {
    case 'HOLIDAY':
      return `/recurringevents/${encodeURIComponent(event.eventId)}`;
    case 'EXTERNAL_CALENDAR_EVENT':
      return `/externalcalendar/${encodeURIComponent(event.googleCalendarEventId ?? event.externalCalendarEventId ?? event.eventId)}`;
    default:
      return `/calendar/${encodeURIComponent(event.eventId)}`;
  }
}

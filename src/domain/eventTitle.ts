import type { EventStatus } from '@/domain/constants';

export interface TitledEvent {
  eventTitle: string | null;
  eventActivity: string | null;
  personName: string | null;
  status: EventStatus;
}

/**
 * SPEC.md section 3: the event's own title if it has one; otherwise the activity (default
 * 'Activity'), plus ' with {person}' when there is a person, plus '?' while only proposed.
 */
export function eventTitle(event: TitledEvent): string {
  if (event.eventTitle?.trim()) return event.eventTitle;
  const withPerson = event.personName ? ` with ${event.personName}` : '';
  return `${event.eventActivity || 'Activity'}${withPerson}${event.status === 'proposed' ? '?' : ''}`;
}

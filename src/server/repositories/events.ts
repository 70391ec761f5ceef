import { and, desc, eq, sql } from 'drizzle-orm';
import type { Event } from '@/domain/contract/events';
import type { Activity, AvatarName } from '@/domain/constants';
import type { Db } from '@/server/db/client';
import { events, people } from '@/server/db/schema';

type EventRow = typeof events.$inferSelect;
type EventPerson = Pick<typeof people.$inferSelect, 'personName' | 'personColor' | 'personAvatar'>;

/** A stored event as the API shows it; external-calendar fields belong to events fetched live. */
export function toEvent(row: EventRow, person: EventPerson | null): Event {
  return {
    eventId: row.id,
    eventType: row.eventType,
    eventTitle: row.eventTitle,
    eventActivity: row.eventActivity as Activity | null,
    eventNotes: row.eventNotes,
    eventDate: row.eventDate,
    eventTimeSlot: row.eventTimeSlot,
    status: row.status,
    personId: row.personId,
    personName: person?.personName ?? null,
    personColor: person?.personColor ?? null,
    personAvatar: (person?.personAvatar ?? null) as AvatarName | null,
    createdFromExternalEventId: row.createdFromExternalEventId,
    googleCalendarEventId: null,
    externalCalendarEventId: null,
    externalCalendarEventIntegrationId: row.externalCalendarEventIntegrationId,
    ignoredByUser: false,
  };
}

/** Later slots of a day are newer. */
const slotOrder = sql`array_position(array['morning', 'noon', 'afternoon', 'evening'], ${events.eventTimeSlot}::text)`;

/** All the person's events, newest first. */
export async function eventsOfPerson(db: Db, userId: string, personId: string): Promise<Event[]> {
  const rows = await db
    .select({ event: events, person: { personName: people.personName, personColor: people.personColor, personAvatar: people.personAvatar } })
    .from(events)
    .innerJoin(people, eq(people.id, events.personId))
    .where(and(eq(events.userId, userId), eq(events.personId, personId)))
    .orderBy(desc(events.eventDate), desc(slotOrder), desc(events.createdAt));
  return rows.map((row) => toEvent(row.event, row.person));
}

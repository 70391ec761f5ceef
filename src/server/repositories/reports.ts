import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { AvatarName } from '@/domain/constants';
import type { Report, ReportRow } from '@/domain/contract/reports';
import type { Db } from '@/server/db/client';
import { events, people } from '@/server/db/schema';

/**
 * Past fun-plan events that were not canceled, counted in SQL per month and person (one query);
 * "this year" adds up the months of `today`'s year. Busiest first, then by name.
 */
export async function reportOf(db: Db, userId: string, today: string): Promise<Report> {
  const yearMonth = sql<string>`to_char(${events.eventDate}, 'YYYY-MM')`;
  const eventCount = sql<number>`count(*)::int`;
  const rows = await db
    .select({
      yearMonth,
      personId: people.id,
      personName: people.personName,
      personColor: people.personColor,
      personAvatar: people.personAvatar,
      eventCount,
    })
    .from(events)
    .innerJoin(people, eq(people.id, events.personId))
    .where(and(
      eq(events.userId, userId),
      eq(events.eventType, 'FUNPLANS_EVENT'),
      ne(events.status, 'canceled'),
      lt(events.eventDate, today),
    ))
    .groupBy(yearMonth, people.id)
    .orderBy(desc(yearMonth), desc(eventCount), people.personName);

  const monthly: Report['monthly'] = {};
  const thisYear = new Map<string, ReportRow>();
  for (const { yearMonth: month, ...row } of rows) {
    const person = { ...row, personAvatar: row.personAvatar as AvatarName };
    (monthly[month] ??= []).push(person);
    if (month.startsWith(today.slice(0, 4))) {
      const seen = thisYear.get(person.personId);
      thisYear.set(person.personId, { ...person, eventCount: (seen?.eventCount ?? 0) + person.eventCount });
    }
  }
  const topPersonsThisYear = [...thisYear.values()]
    .sort((a, b) => b.eventCount - a.eventCount || a.personName.localeCompare(b.personName));
  return { monthly, topPersonsThisYear };
}

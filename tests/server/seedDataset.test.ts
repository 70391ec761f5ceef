import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Database } from '@/server/db/client';
import { events, people } from '@/server/db/schema';
import { CONTROL_DAYS, seedDataset, type SeededDataset } from '../../scripts/seed/dataset';
import { openTestDatabase } from './support/testDatabase';

const TODAY = Temporal.PlainDate.from('2026-11-22');
let database: Database;
let seeded: SeededDataset;
beforeAll(async () => {
  database = await openTestDatabase();
  seeded = await seedDataset(database.db, { users: 2, people: 6, events: 3_000 }, TODAY);
});
afterAll(async () => { await database.close(); });

const eventsOf = (userId: string) => database.db
  .select({ personId: events.personId, eventDate: events.eventDate, eventTimeSlot: events.eventTimeSlot, eventTitle: events.eventTitle, eventActivity: events.eventActivity, status: events.status })
  .from(events).where(eq(events.userId, userId));
const withoutPerson = ({ personId: _, ...event }: Awaited<ReturnType<typeof eventsOf>>[number]) => JSON.stringify(event);
const perPerson = (rows: { personId: string | null }[]) => {
  const counts = new Map<string | null, number>();
  for (const { personId } of rows) counts.set(personId, (counts.get(personId) ?? 0) + 1);
  return [...counts.values()].sort((a, b) => a - b);
};

describe('the benchmark data set', () => {
  it('gives the control user the heavy user\'s events of the weeks around today, person for person', async () => {
    const heavy = await eventsOf(seeded.heavyUserId);
    const control = await eventsOf(seeded.controlUserId);
    const from = TODAY.subtract({ days: CONTROL_DAYS.before }).toString();
    const until = TODAY.add({ days: CONTROL_DAYS.after }).toString();
    const around = heavy.filter((event) => event.eventDate >= from && event.eventDate < until);

    expect(heavy).toHaveLength(3_000);
    expect(around.length).toBeGreaterThan(0);
    expect(control.map(withoutPerson).sort()).toEqual(around.map(withoutPerson).sort());
    expect(perPerson(control)).toEqual(perPerson(around));
    const controlPeople = await database.db.select({ id: people.id }).from(people).where(eq(people.userId, seeded.controlUserId));
    const controlIds = new Set<string | null>(controlPeople.map(({ id }) => id));
    expect(control.every((event) => controlIds.has(event.personId))).toBe(true);
  });
});

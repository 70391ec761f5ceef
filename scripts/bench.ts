/**
 * `npm run bench`: how the API holds up with a large network. Builds the app on an in-memory
 * PGlite, fills one account with 1,000 people and 10,000 events, and times the list endpoints
 * through the real HTTP stack (app.inject). Prints latency percentiles and memory.
 */
import { PGlite } from '@electric-sql/pglite';
import { Temporal } from 'temporal-polyfill';
import { buildApp } from '@/server/app';
import { wrapPglite } from '@/server/db/client';
import { events, people } from '@/server/db/schema';
import { MEET_FREQUENCIES, TIME_SLOTS } from '@/domain/constants';

const PEOPLE = 1_000;
const EVENTS_PER_PERSON = 10;
const ROUNDS = 50;

const database = wrapPglite(await PGlite.create());
await database.migrate();
const app = await buildApp({ db: database.db, config: { staticDir: '/nonexistent' } });

const account = { inviteCode: '16', firstName: 'Bench', lastName: 'Mark', email: 'bench@example.com', password: 'a long bench password' };
await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: account });
const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: account });
const { token } = login.json() as { token: string };
const userId = ((await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } })).json() as { userId: string }).userId;

const today = Temporal.Now.plainDateISO('UTC');
const personRows = await database.db.insert(people).values(Array.from({ length: PEOPLE }, (_, i) => ({
  userId, personName: `Friend ${i}`, meetFrequency: MEET_FREQUENCIES[i % MEET_FREQUENCIES.length]!,
}))).returning({ id: people.id });
for (let offset = 0; offset < personRows.length; offset += 100) {
  await database.db.insert(events).values(personRows.slice(offset, offset + 100).flatMap(({ id }, i) =>
    Array.from({ length: EVENTS_PER_PERSON }, (_, e) => ({
      userId, personId: id, eventDate: today.add({ days: (e - 7) * 9 + (i % 5) }).toString(),
      eventTimeSlot: TIME_SLOTS[e % TIME_SLOTS.length]!,
    }))));
}

async function time(url: string) {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    samples.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  }
  samples.sort((a, b) => a - b);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!.toFixed(1);
  console.log(`${url.padEnd(28)} p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  (${ROUNDS} requests, ${PEOPLE} people, ${PEOPLE * EVENTS_PER_PERSON} events)`);
}

await time('/api/v1/people');
await time('/api/v1/people/suggestions');
console.log(`rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`);
await app.close();
await database.close();

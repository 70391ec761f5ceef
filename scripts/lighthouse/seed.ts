/**
 * The data Lighthouse looks at, written through the HTTP API like a user would: one account with
 * 40 people and a few hundred events around today, and a plan whose share code the public page
 * opens. Deterministic: the same names, dates and slots on every run (relative to today).
 */
import { Temporal } from 'temporal-polyfill';
import { ACTIVITIES, MEET_FREQUENCIES, TIME_SLOTS } from '@/domain/constants';

const PEOPLE = 40;
const EVENTS_PER_PERSON = 8;
const ACCOUNT = {
  inviteCode: '16', firstName: 'Light', lastName: 'House', email: 'lighthouse@example.com', password: 'a long lighthouse password',
};

export interface SeededAccount {
  /** The session token, sent as the auth cookie. */
  token: string;
  personId: string;
  shareCode: string;
}

export async function seed(baseUrl: string): Promise<SeededAccount> {
  const call = async <T>(method: string, path: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return await response.json() as T;
  };

  await call('POST', '/auth/register', ACCOUNT);
  const { token } = await call<{ token: string }>('POST', '/auth/login', { email: ACCOUNT.email, password: ACCOUNT.password });
  const today = Temporal.Now.plainDateISO('UTC');
  const personIds: string[] = [];
  for (let i = 0; i < PEOPLE; i++) {
    const { personId } = await call<{ personId: string }>('POST', '/people', {
      personName: `Friend ${String(i + 1).padStart(2, '0')}`,
      meetFrequency: MEET_FREQUENCIES[i % MEET_FREQUENCIES.length],
    }, token);
    personIds.push(personId);
  }
  // Spread over three months before and after today, so Home, the calendar and each person show some.
  await Promise.all(personIds.map(async (personId, i) => {
    for (let e = 0; e < EVENTS_PER_PERSON; e++) {
      await call('POST', '/events', {
        personId,
        eventDate: today.add({ days: (e - EVENTS_PER_PERSON / 2) * 23 + (i % 23) }).toString(),
        eventTimeSlot: TIME_SLOTS[(i + e) % TIME_SLOTS.length],
        eventActivity: ACTIVITIES[(i * 3 + e) % ACTIVITIES.length],
      }, token);
    }
  }));
  const slots = [1, 2, 3].map((days, i) => ({ date: today.add({ days }).toString(), timeSlot: TIME_SLOTS[i % TIME_SLOTS.length] }));
  const { shareCode } = await call<{ shareCode: string }>('POST', '/proposedplans', {
    withPersonId: personIds[0], proposedPlanTitle: 'Dinner', proposedPlanTimeSlots: JSON.stringify(slots),
  }, token);
  return { token, personId: personIds[0]!, shareCode };
}

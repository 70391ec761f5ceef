/**
 * The soak workload: each connection runs these steps in order, again and again. A step names the
 * answer it expects (an intended 404 is not an error); `keep` stores what later steps need in the
 * connection's context. Adding a route to the soak is one line here.
 */
/** An ISO date `days` from today (UTC), for plans that must lie ahead. */
const soonIso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export interface SoakContext {
  token: string;
  strangerPersonId: string;
  personId?: string;
  recurringEventId?: string;
  eventId?: string;
  proposedPlanId?: string;
}

export interface Step {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (context: SoakContext) => string;
  body?: (context: SoakContext) => unknown;
  expect: number;
  /** Sent without the session, as a visitor answering a shared plan. */
  anonymous?: boolean;
  keep?: (json: Record<string, string>, context: SoakContext) => void;
  /** The table where the row of an acknowledged create (its id under `key` in the answer) must be found after a cluster soak. */
  records?: { table: string; key: string };
}

export const WORKLOAD: Step[] = [
  { name: 'who am I', method: 'GET', path: () => '/auth/me', expect: 200 },
  { name: 'people', method: 'GET', path: () => '/people', expect: 200 },
  { name: 'suggestions', method: 'GET', path: () => '/people/suggestions', expect: 200 },
  { name: 'add a person', method: 'POST', path: () => '/people', body: () => ({ personName: 'Soak 😀 <b>', meetFrequency: 'monthly' }), expect: 201, keep: (json, c) => { c.personId = json.personId; }, records: { table: 'people', key: 'personId' } },
  { name: 'person detail', method: 'GET', path: (c) => `/people/${c.personId}`, expect: 200 },
  { name: 'edit the person', method: 'PUT', path: (c) => `/people/${c.personId}`, body: () => ({ personNotes: 'met at the soak' }), expect: 200 },
  { name: 'add a birthday', method: 'POST', path: () => '/recurringevents', body: (c) => ({ personId: c.personId, recurringEventName: 'Birthday', recurringEventType: 'birthday', recurringEventMonth: 3, recurringEventDay: 14 }), expect: 201, keep: (json, c) => { c.recurringEventId = json.recurringEventId; }, records: { table: 'recurring_events', key: 'recurringEventId' } },
  { name: 'recurring event', method: 'GET', path: (c) => `/recurringevents/${c.recurringEventId}`, expect: 200 },
  { name: 'Home', method: 'GET', path: () => '/home', expect: 200 },
  { name: 'events window', method: 'GET', path: () => `/eventswithintegration?startDate=${soonIso(0)}&days=35`, expect: 200 },
  { name: 'plan an event', method: 'POST', path: () => '/events', body: (c) => ({ personId: c.personId, eventDate: soonIso(3), eventTimeSlot: 'evening', eventActivity: 'dinner' }), expect: 201, keep: (json, c) => { c.eventId = json.eventId; } },
  { name: 'event', method: 'GET', path: (c) => `/events/${c.eventId}`, expect: 200 },
  { name: 'delete the event', method: 'DELETE', path: (c) => `/events/${c.eventId}`, expect: 200 },
  { name: 'propose a plan', method: 'POST', path: () => '/proposedplans', body: (c) => ({ withPersonId: c.personId, proposedPlanTitle: 'Soak night', proposedPlanTimeSlots: JSON.stringify([{ date: soonIso(5), timeSlot: 'evening' }]) }), expect: 201, keep: (json, c) => { c.proposedPlanId = json.proposedPlanId; }, records: { table: 'proposed_plans', key: 'proposedPlanId' } },
  { name: 'anonymous answer to the plan', method: 'POST', anonymous: true, path: (c) => `/proposedplans/${c.proposedPlanId}/reactions`, body: () => ({ reactorName: 'Visitor', reactionNotes: 'yes!', acceptedTimeSlots: JSON.stringify([{ date: soonIso(5), timeSlot: 'evening' }]) }), expect: 201, records: { table: 'reactions', key: 'reactionId' } },
  { name: "a stranger's person (intended 404)", method: 'GET', path: (c) => `/people/${c.strangerPersonId}`, expect: 404 },
  { name: 'delete the person', method: 'DELETE', path: (c) => `/people/${c.personId}`, expect: 200 },
];

const steps = (...names: string[]) => names.map((name) => WORKLOAD.find((step) => step.name === name)!);

/** Steps a connection runs once (`setup`: what its loop reads) and then again and again (`loop`). */
export interface Mix { setup: Step[]; loop: Step[] }

/**
 * The cluster soak's mixes. None deletes a person: every acknowledged create must still be there
 * at the end, and a plan's answers must keep their notifications to be counted.
 */
export const MIXES = {
  mixed: { setup: [], loop: WORKLOAD.filter((step) => step.name !== 'delete the person') },
  read: {
    setup: steps('add a person', 'add a birthday', 'plan an event'),
    loop: steps('who am I', 'people', 'suggestions', 'person detail', 'recurring event', 'Home', 'events window', 'event', "a stranger's person (intended 404)"),
  },
  write: {
    setup: [],
    loop: steps('add a person', 'edit the person', 'add a birthday', 'plan an event', 'delete the event', 'propose a plan', 'anonymous answer to the plan'),
  },
} satisfies Record<string, Mix>;

export type MixName = keyof typeof MIXES;

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
}

export const WORKLOAD: Step[] = [
  { name: 'who am I', method: 'GET', path: () => '/auth/me', expect: 200 },
  { name: 'people', method: 'GET', path: () => '/people', expect: 200 },
  { name: 'suggestions', method: 'GET', path: () => '/people/suggestions', expect: 200 },
  { name: 'add a person', method: 'POST', path: () => '/people', body: () => ({ personName: 'Soak 😀 <b>', meetFrequency: 'monthly' }), expect: 201, keep: (json, c) => { c.personId = json.personId; } },
  { name: 'person detail', method: 'GET', path: (c) => `/people/${c.personId}`, expect: 200 },
  { name: 'edit the person', method: 'PUT', path: (c) => `/people/${c.personId}`, body: () => ({ personNotes: 'met at the soak' }), expect: 200 },
  { name: 'add a birthday', method: 'POST', path: () => '/recurringevents', body: (c) => ({ personId: c.personId, recurringEventName: 'Birthday', recurringEventType: 'birthday', recurringEventMonth: 3, recurringEventDay: 14 }), expect: 201, keep: (json, c) => { c.recurringEventId = json.recurringEventId; } },
  { name: 'recurring event', method: 'GET', path: (c) => `/recurringevents/${c.recurringEventId}`, expect: 200 },
  { name: 'Home', method: 'GET', path: () => '/home', expect: 200 },
  { name: 'events window', method: 'GET', path: () => `/eventswithintegration?startDate=${soonIso(0)}&days=35`, expect: 200 },
  { name: 'plan an event', method: 'POST', path: () => '/events', body: (c) => ({ personId: c.personId, eventDate: soonIso(3), eventTimeSlot: 'evening', eventActivity: 'dinner' }), expect: 201, keep: (json, c) => { c.eventId = json.eventId; } },
  { name: 'event', method: 'GET', path: (c) => `/events/${c.eventId}`, expect: 200 },
  { name: 'delete the event', method: 'DELETE', path: (c) => `/events/${c.eventId}`, expect: 200 },
  { name: 'propose a plan', method: 'POST', path: () => '/proposedplans', body: (c) => ({ withPersonId: c.personId, proposedPlanTitle: 'Soak night', proposedPlanTimeSlots: JSON.stringify([{ date: soonIso(5), timeSlot: 'evening' }]) }), expect: 201, keep: (json, c) => { c.proposedPlanId = json.proposedPlanId; } },
  { name: 'anonymous answer to the plan', method: 'POST', anonymous: true, path: (c) => `/proposedplans/${c.proposedPlanId}/reactions`, body: () => ({ reactorName: 'Visitor', reactionNotes: 'yes!', acceptedTimeSlots: JSON.stringify([{ date: soonIso(5), timeSlot: 'evening' }]) }), expect: 201 },
  { name: "a stranger's person (intended 404)", method: 'GET', path: (c) => `/people/${c.strangerPersonId}`, expect: 404 },
  { name: 'delete the person', method: 'DELETE', path: (c) => `/people/${c.personId}`, expect: 200 },
];

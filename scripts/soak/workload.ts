/**
 * The soak workload: each connection runs these steps in order, again and again. A step names the
 * answer it expects (an intended 404 is not an error); `keep` stores what later steps need in the
 * connection's context. Adding a route to the soak is one line here.
 */
export interface SoakContext {
  token: string;
  strangerPersonId: string;
  personId?: string;
  recurringEventId?: string;
}

export interface Step {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (context: SoakContext) => string;
  body?: (context: SoakContext) => unknown;
  expect: number;
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
  { name: "a stranger's person (intended 404)", method: 'GET', path: (c) => `/people/${c.strangerPersonId}`, expect: 404 },
  { name: 'delete the person', method: 'DELETE', path: (c) => `/people/${c.personId}`, expect: 200 },
];

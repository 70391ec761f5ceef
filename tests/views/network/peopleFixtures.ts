import { Temporal } from 'temporal-polyfill';
import type { Event } from '@/domain/contract/events';
import type { Person, PersonDetail, UserConnection } from '@/domain/contract/people';
import type { RecurringEvent } from '@/domain/contract/recurringEvents';
import { ADA } from '../support/fixtures';

/** The signed-in user's today, which the pages measure from. */
export const today = () => Temporal.Now.plainDateISO(ADA.timeZone);
/** An ISO date `days` from today (negative: in the past). */
export const fromToday = (days: number) => today().add({ days }).toString();

export const GRACE_ID = '0b6f3f6e-8d0c-4c4e-9d35-6c1a4c3b2a01';
export const ALAN_ID = '0b6f3f6e-8d0c-4c4e-9d35-6c1a4c3b2a02';

export const person = (overrides: Partial<Person> = {}): Person => ({
  personId: GRACE_ID,
  personName: 'Grace Hopper',
  personAvatar: 'avatar_female_2',
  personColor: '#FF99C8',
  personNotes: null,
  meetFrequency: 'monthly',
  externalMessagingPlatform: null,
  externalMessagingId: null,
  lastSeenDate: null,
  nextEventDate: null,
  userConnections: [],
  ...overrides,
});

export const connection = (overrides: Partial<UserConnection> = {}): UserConnection => ({
  userConnectionId: '5a1d3c1e-1111-4a4a-8b8b-000000000001',
  userId: '5a1d3c1e-2222-4a4a-8b8b-000000000002',
  firstName: 'Grace',
  lastName: 'Murray',
  connectedWithUserFirstname: 'Grace',
  personId: GRACE_ID,
  personName: 'Grace Hopper',
  created_at: '2026-01-02T10:00:00.000Z',
  ...overrides,
});

export const event = (overrides: Partial<Event> = {}): Event => ({
  eventId: '7c9e6679-7425-40de-944b-e07fc1f90ae1',
  eventType: 'FUNPLANS_EVENT',
  eventTitle: null,
  eventActivity: 'dinner',
  eventNotes: null,
  eventDate: fromToday(-3),
  eventTimeSlot: 'evening',
  status: 'confirmed',
  personId: GRACE_ID,
  personName: 'Grace Hopper',
  personColor: '#FF99C8',
  personAvatar: 'avatar_female_2',
  createdFromExternalEventId: null,
  googleCalendarEventId: null,
  externalCalendarEventId: null,
  externalCalendarEventIntegrationId: null,
  ignoredByUser: false,
  ...overrides,
});

export const BIRTHDAY_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1a0b9c8d7e6f';

export const recurringEvent = (overrides: Partial<RecurringEvent> = {}): RecurringEvent => ({
  recurringEventId: BIRTHDAY_ID,
  personId: GRACE_ID,
  personName: 'Grace Hopper',
  personAvatar: 'avatar_female_2',
  recurringEventName: "Grace Hopper's Birthday",
  recurringEventMonth: 12,
  recurringEventDay: 9,
  recurringEventType: 'birthday',
  userCreatedOrHoliday: 'user',
  recurringEventDateThisYear: `${today().year}-12-09`,
  ...overrides,
});

export const detail = (overrides: Partial<PersonDetail> = {}): PersonDetail => ({
  personDetails: person(),
  recentEvents: [],
  recurringEvents: [],
  userConnections: [],
  ...overrides,
});

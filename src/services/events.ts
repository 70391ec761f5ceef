import type { BusySlots, CreateEventBody, EventUpdate, EventsWindowQuery, ProfileEvents } from '@/domain/contract/events';
import type { Result } from '@/domain/result';
import { type CallOptions, request } from '@/services/request';

const path = (eventId: string) => `/events/${encodeURIComponent(eventId)}`;

export const fetchEvent = (eventId: string, { signal }: CallOptions = {}) =>
  request('event', { method: 'GET', url: path(eventId), signal });

export const createEvent = (body: CreateEventBody, { signal }: CallOptions = {}) =>
  request('eventSaved', { method: 'POST', url: '/events', data: body, signal });

export const updateEvent = ({ eventId, body }: EventUpdate, { signal }: CallOptions = {}) =>
  request('eventSaved', { method: 'PUT', url: path(eventId), data: body, signal });

export const deleteEvent = (eventId: string, { signal }: CallOptions = {}) =>
  request('eventSaved', { method: 'DELETE', url: path(eventId), signal });

/** Fun plans, yearly events and holidays (and, once connected, external events) of a window of days. */
export const fetchEventsWindow = (query: EventsWindowQuery, { signal }: CallOptions = {}) =>
  request('eventsWindow', { method: 'GET', url: '/eventswithintegration', params: query, signal });

/** The slots a linked calendar keeps busy in a window of days (none without a linked calendar). */
export async function fetchBusySlots(query: Required<EventsWindowQuery>, { signal }: CallOptions = {}): Promise<Result<BusySlots>> {
  const window = await fetchEventsWindow(query, { signal });
  return window.status === 'success' ? { status: 'success', data: window.data.meta.busySlots } : window;
}

export const fetchMyRecentEvents = ({ signal }: CallOptions = {}) =>
  request('events', { method: 'GET', url: '/myrecentevents', signal });

export const fetchHome = ({ signal }: CallOptions = {}) =>
  request('home', { method: 'GET', url: '/home', signal });

/** The user's fun plans for their profile: a year ahead from `today` and the latest before it. */
export async function fetchProfileEvents(today: string, { signal }: CallOptions = {}): Promise<Result<ProfileEvents>> {
  const [ahead, recent] = await Promise.all([
    fetchEventsWindow({ startDate: today, days: 366 }, { signal }),
    fetchMyRecentEvents({ signal }),
  ]);
  if (ahead.status !== 'success') return ahead;
  if (recent.status !== 'success') return recent;
  return { status: 'success', data: { upcoming: ahead.data.events.filter((e) => e.eventType === 'FUNPLANS_EVENT'), recent: recent.data } };
}

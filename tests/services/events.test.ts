import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/services/http';
import { fetchProfileEvents } from '@/services/events';

const ok = (data: unknown) => ({ status: 200, statusText: 'OK', data, headers: {}, config: { headers: {} } });
const event = (eventId: string, eventType: string) => ({
  eventId, eventType, eventTitle: null, eventActivity: 'dinner', eventNotes: null, eventDate: '2026-11-30', eventTimeSlot: 'evening',
  status: 'confirmed', personId: null, personName: null, personColor: null, personAvatar: null, createdFromExternalEventId: null,
  googleCalendarEventId: null, externalCalendarEventId: null, externalCalendarEventIntegrationId: null, ignoredByUser: false,
});

describe('fetchProfileEvents', () => {
  afterEach(() => { vi.restoreAllMocks(); });

  it('asks for a year ahead from today and the recent history, keeping only fun plans ahead', async () => {
    const request = vi.spyOn(http, 'request').mockImplementation(async (config) => (config.url === '/myrecentevents'
      ? ok([event('past', 'FUNPLANS_EVENT')])
      : ok({ events: [event('holiday-DE-2026-12-25', 'HOLIDAY'), event('soon', 'FUNPLANS_EVENT')], meta: { externalCalendarStatus: 'NOT_CONNECTED', integrationUsed: null, busySlots: [] } })) as never);
    const result = await fetchProfileEvents('2026-11-23');
    expect(request.mock.calls.map(([config]) => [config.url, config.params])).toEqual([
      ['/eventswithintegration', { startDate: '2026-11-23', days: 366 }],
      ['/myrecentevents', undefined],
    ]);
    expect(result.status === 'success' && [result.data.upcoming.map((e) => e.eventId), result.data.recent.map((e) => e.eventId)])
      .toEqual([['soon'], ['past']]);
  });
});

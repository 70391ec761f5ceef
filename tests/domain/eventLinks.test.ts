import { describe, expect, it } from 'vitest';
import { eventLink } from '@/domain/eventLinks';

const base = { eventId: 'e1', googleCalendarEventId: null, externalCalendarEventId: null };

describe('eventLink', () => {
  it('opens each type of event where SPEC.md section 2 says', () => {
    expect(eventLink({ ...base, eventType: 'FUNPLANS_EVENT' })).toBe('/calendar/e1');
    expect(eventLink({ ...base, eventId: 'holiday-DE-2026-12-25', eventType: 'HOLIDAY' })).toBe('/recurringevents/holiday-DE-2026-12-25');
    expect(eventLink({ ...base, eventType: 'EXTERNAL_CALENDAR_EVENT', googleCalendarEventId: 'g/1' })).toBe('/externalcalendar/g%2F1');
    expect(eventLink({ ...base, eventType: 'EXTERNAL_CALENDAR_EVENT', externalCalendarEventId: 'ics-7' })).toBe('/externalcalendar/ics-7');
  });
});

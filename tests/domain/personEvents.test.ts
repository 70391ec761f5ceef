import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { splitAtToday } from '@/domain/personEvents';

const today = Temporal.PlainDate.from('2026-01-01');
const on = (eventDate: string) => ({ eventId: eventDate, eventDate });

describe('splitAtToday', () => {
  it('puts today and later in upcoming, soonest first, and earlier days in recent, newest first', () => {
    const events = [on('2026-03-01'), on('2026-01-01'), on('2025-12-31'), on('2025-06-15'), on('2026-01-02')];
    const { upcoming, recent } = splitAtToday(events, today);
    expect(upcoming.map((event) => event.eventDate)).toEqual(['2026-01-01', '2026-01-02', '2026-03-01']);
    expect(recent.map((event) => event.eventDate)).toEqual(['2025-12-31', '2025-06-15']);
  });

  it('gives two empty lists for no events', () => {
    expect(splitAtToday([], today)).toEqual({ upcoming: [], recent: [] });
  });
});

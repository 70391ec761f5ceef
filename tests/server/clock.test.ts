import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { todayIn } from '@/server/clock';

/** A clock that says what it was last set to. */
function settableClock(iso: string) {
  let now = Temporal.Instant.from(iso);
  return { clock: () => now, set: (next: string) => { now = Temporal.Instant.from(next); } };
}

describe('todayIn', () => {
  it("turns to the next day at the zone's midnight, to the millisecond", () => {
    const { clock, set } = settableClock('2026-11-22T22:59:59.999Z');
    expect(todayIn(clock, 'Europe/Berlin').toString()).toBe('2026-11-22');
    set('2026-11-22T23:00:00Z');
    expect(todayIn(clock, 'Europe/Berlin').toString()).toBe('2026-11-23');
    set('2026-11-23T22:59:59.999Z');
    expect(todayIn(clock, 'Europe/Berlin').toString()).toBe('2026-11-23');
  });

  it('follows a clock set back', () => {
    const { clock, set } = settableClock('2026-11-22T10:00:00Z');
    expect(todayIn(clock, 'Asia/Tokyo').toString()).toBe('2026-11-22');
    set('2026-11-21T14:59:59Z');
    expect(todayIn(clock, 'Asia/Tokyo').toString()).toBe('2026-11-21');
  });

  it('gives each zone its own day at the same instant', () => {
    const { clock } = settableClock('2026-11-22T10:30:00Z');
    expect(todayIn(clock, 'Pacific/Kiritimati').toString()).toBe('2026-11-23');
    expect(todayIn(clock, 'Pacific/Pago_Pago').toString()).toBe('2026-11-21');
    expect(todayIn(clock, 'UTC').toString()).toBe('2026-11-22');
  });

  it('keeps a day that starts at 01:00 and lasts 23 hours (DST began at midnight in São Paulo on 2018-11-04)', () => {
    const { clock, set } = settableClock('2018-11-04T02:59:59.999Z');
    expect(todayIn(clock, 'America/Sao_Paulo').toString()).toBe('2018-11-03');
    set('2018-11-04T03:00:00Z');
    expect(todayIn(clock, 'America/Sao_Paulo').toString()).toBe('2018-11-04');
    set('2018-11-05T01:59:59.999Z');
    expect(todayIn(clock, 'America/Sao_Paulo').toString()).toBe('2018-11-04');
    set('2018-11-05T02:00:00Z');
    expect(todayIn(clock, 'America/Sao_Paulo').toString()).toBe('2018-11-05');
  });
});

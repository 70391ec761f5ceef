import { describe, expect, it } from 'vitest';
import { slotsToText, storedSlots } from '@/domain/planSlots';
import { parseSlots } from '@/server/parseSlots';

const slots = [{ date: '2026-11-24', timeSlot: 'evening' as const }, { date: '2026-11-25', timeSlot: 'morning' as const }];

describe('parseSlots (what a request may send)', () => {
  it('reads a list of distinct date and slot pairs', () => {
    expect(parseSlots(slotsToText(slots))).toEqual({ ok: true, slots });
  });

  it.each([
    ['not JSON', '[{', 'is not JSON'],
    ['an unknown slot', '[{"date":"2026-11-24","timeSlot":"night"}]', 'must be a list of {date: "YYYY-MM-DD", timeSlot} pairs'],
    ['a date that does not exist', '[{"date":"2026-02-30","timeSlot":"noon"}]', 'must be a list of {date: "YYYY-MM-DD", timeSlot} pairs'],
    ['another field', '[{"date":"2026-11-24","timeSlot":"noon","x":1}]', 'must be a list of {date: "YYYY-MM-DD", timeSlot} pairs'],
    ['a slot twice', '[{"date":"2026-11-24","timeSlot":"noon"},{"date":"2026-11-24","timeSlot":"noon"}]', 'lists a slot twice'],
  ])('refuses %s', (_case, text, problem) => {
    expect(parseSlots(text)).toEqual({ ok: false, problem });
  });
});

describe('storedSlots (what the server wrote)', () => {
  it('reads the slots back', () => {
    expect(storedSlots(slotsToText(slots))).toEqual(slots);
  });

  it.each([['not JSON', '[{'], ['not a list', '{}'], ['an unknown slot', '[{"date":"2026-11-24","timeSlot":"night"}]'], ['no date', '[{"timeSlot":"noon"}]']])(
    'counts %s as no slots',
    (_case, text) => expect(storedSlots(text)).toEqual([]),
  );
});

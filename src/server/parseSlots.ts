import { z } from 'zod';
import { TIME_SLOTS } from '@/domain/constants';
import { type PlanSlot, slotKey } from '@/domain/planSlots';

const slotList = z.array(z.strictObject({ date: z.iso.date(), timeSlot: z.enum(TIME_SLOTS) }));

export type SlotsParse = { ok: true; slots: PlanSlot[] } | { ok: false; problem: string };

/** Reads slot JSON text from a request: a list of distinct `{date, timeSlot}` pairs, nothing else. */
export function parseSlots(text: string): SlotsParse {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'is not JSON' };
  }
  const parsed = slotList.safeParse(json);
  if (!parsed.success) return { ok: false, problem: 'must be a list of {date: "YYYY-MM-DD", timeSlot} pairs' };
  const keys = new Set(parsed.data.map(slotKey));
  if (keys.size !== parsed.data.length) return { ok: false, problem: 'lists a slot twice' };
  return { ok: true, slots: parsed.data };
}

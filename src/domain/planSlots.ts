// zod/mini: the plan pages read slots in the browser, where the full zod API would cost 20 kB more.
import * as z from 'zod/mini';
import { TIME_SLOTS, type TimeSlot } from '@/domain/constants';

/**
 * The candidate slots of a proposed plan and the slots a responder accepts travel as JSON text of
 * `[{"date":"YYYY-MM-DD","timeSlot":"evening"}, …]` (SPEC.md section 3); these helpers read and
 * write that text.
 */
export interface PlanSlot {
  date: string;
  timeSlot: TimeSlot;
}

export const MAX_PLAN_SLOTS = 20;

const planSlot = z.strictObject({ date: z.iso.date(), timeSlot: z.enum(TIME_SLOTS) });
const slotList = z.array(planSlot);

export const slotKey = (slot: PlanSlot) => `${slot.date} ${slot.timeSlot}`;

/** Earlier days first, and within a day the slots in their order. */
export const compareSlots = (a: PlanSlot, b: PlanSlot) =>
  a.date.localeCompare(b.date) || TIME_SLOTS.indexOf(a.timeSlot) - TIME_SLOTS.indexOf(b.timeSlot);

export const slotsToText = (slots: readonly PlanSlot[]) =>
  JSON.stringify(slots.map(({ date, timeSlot }) => ({ date, timeSlot })));

export type SlotsParse = { ok: true; slots: PlanSlot[] } | { ok: false; problem: string };

/** Reads slot JSON text: a list of distinct `{date, timeSlot}` pairs, nothing else. */
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

/** Slot text that the server wrote itself; anything unreadable counts as no slots. */
export const storedSlots = (text: string): PlanSlot[] => {
  const parsed = parseSlots(text);
  return parsed.ok ? parsed.slots : [];
};

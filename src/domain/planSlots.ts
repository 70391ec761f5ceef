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

export const slotKey = (slot: PlanSlot) => `${slot.date} ${slot.timeSlot}`;

/** Earlier days first, and within a day the slots in their order. */
export const compareSlots = (a: PlanSlot, b: PlanSlot) =>
  a.date.localeCompare(b.date) || TIME_SLOTS.indexOf(a.timeSlot) - TIME_SLOTS.indexOf(b.timeSlot);

export const slotsToText = (slots: readonly PlanSlot[]) =>
  JSON.stringify(slots.map(({ date, timeSlot }) => ({ date, timeSlot })));

const isStoredSlot = (value: unknown): value is PlanSlot =>
  typeof value === 'object' && value !== null
  && typeof (value as PlanSlot).date === 'string' && TIME_SLOTS.includes((value as PlanSlot).timeSlot);

/**
 * Slot text that the server wrote itself, after `parseSlots` (src/server/parseSlots.ts) checked it;
 * anything unreadable counts as no slots. No schema library: the public plan page reads these.
 */
export function storedSlots(text: string): PlanSlot[] {
  try {
    const json: unknown = JSON.parse(text);
    return Array.isArray(json) && json.every(isStoredSlot) ? json.map(({ date, timeSlot }) => ({ date, timeSlot })) : [];
  } catch {
    return [];
  }
}

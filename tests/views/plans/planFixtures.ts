import type { ProposedPlan, ProposedPlanDetail, Reaction } from '@/domain/contract/proposedPlans';
import { type PlanSlot, slotKey, slotsToText, storedSlots } from '@/domain/planSlots';
import { browserTimeZone } from '@/domain/timeZones';
import { GRACE_ID, fromToday } from '../network/peopleFixtures';

export const PLAN_ID = '7d2c9a10-3b1e-4f5a-9c8d-0a1b2c3d4e5f';
export const EVENT_ID = '7d2c9a10-3b1e-4f5a-9c8d-0a1b2c3d4e60';
export const SHARE_CODE = 'Zx3_kP9-qL2mN8vB';

/** Three slots from tomorrow on, the second at noon. */
export const planSlots = (): PlanSlot[] => [
  { date: fromToday(1), timeSlot: 'evening' },
  { date: fromToday(2), timeSlot: 'noon' },
  { date: fromToday(3), timeSlot: 'evening' },
];

export const plan = (overrides: Partial<ProposedPlan> = {}): ProposedPlan => ({
  proposedPlanId: PLAN_ID,
  proposedPlanTitle: 'Board games night',
  proposedPlanTimeSlots: slotsToText(planSlots()),
  status: 'proposed',
  planOutcomeDate: null,
  planOutcomeTimeSlot: null,
  shareCode: SHARE_CODE,
  // Proposed in the zone the tests run in, as if the responder lived there too; tests of other zones say theirs.
  timeZone: browserTimeZone(),
  byUserFirstname: 'Ada',
  byUserAvatar: 'avatar_female_1',
  byUserColor: '#FCF6BD',
  personId: null,
  personName: null,
  personAvatar: null,
  personColor: null,
  eventId: null,
  isOwner: false,
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const reaction = (overrides: Partial<Reaction> = {}): Reaction => ({
  reactionId: '8e3d0b21-4c2f-4a6b-8d9e-1b2c3d4e5f60',
  proposedPlanId: PLAN_ID,
  reactionType: 'reacted',
  acceptedTimeSlots: slotsToText(planSlots().slice(0, 2)),
  reactorName: 'Grace',
  reactionNotes: 'I bring the snacks',
  reactedByUserId: null,
  created_at: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

/** The owner's view of the plan; unless given, the counts are those of its `reactions`, all on one page. */
export function ownPlan(overrides: Partial<ProposedPlanDetail> = {}): ProposedPlanDetail {
  const reactions = overrides.reactions ?? [];
  const accepted = reactions.map((r) => new Set(storedSlots(r.acceptedTimeSlots).map(slotKey)));
  return {
    ...plan({ isOwner: true, personId: GRACE_ID, personName: 'Grace Hopper', personAvatar: 'avatar_female_2', personColor: '#FF99C8' }),
    reactions,
    nextReactionsBefore: null,
    reactionCount: reactions.length,
    notificationsMuted: false,
    expectedAnswers: null,
    acceptedCounts: storedSlots(overrides.proposedPlanTimeSlots ?? slotsToText(planSlots())).map((slot) => ({ ...slot, count: accepted.filter((keys) => keys.has(slotKey(slot))).length })),
    ...overrides,
  };
}

import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createActor, fromPromise } from 'xstate';
import type { EventsWindow, EventsWindowQuery } from '@/domain/contract/events';
import type { PersonDetail } from '@/domain/contract/people';
import type { ProposedPlan } from '@/domain/contract/proposedPlans';
import type { Result } from '@/domain/result';
import { authSessionMachine } from '@/machines/authSessionMachine';
import { personDetailMachine } from '@/machines/personDetailMachine';
import { peopleListMachine } from '@/machines/peopleListMachine';
import { planResponseMachine } from '@/machines/planResponseMachine';
import { weekPlannerMachine } from '@/machines/weekPlannerMachine';
import { monthCalendarMachine } from '@/machines/monthCalendarMachine';
import { ADA, success } from '../views/support/fixtures';
import { SHARE_CODE, plan } from '../views/plans/planFixtures';
import { person } from '../views/network/peopleFixtures';

/*
 * The server draws a first screen with the app's machines created but never started (React runs no
 * effect there), so what they draw is their snapshot before start: given the answer the page comes
 * with, that snapshot must already be loaded, and the browser's hydration starts from the same one
 * without a request. A later load still asks the server.
 */

/** A fake of the app's actor `name` that counts its calls and answers `answer`. */
function counted<T, I = unknown>(answer: T) {
  const calls: I[] = [];
  return { calls, logic: fromPromise<T, I>(async ({ input }) => (calls.push(input), answer)) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve));

const WINDOW: EventsWindow = { events: [], meta: { externalCalendarStatus: 'NOT_CONNECTED', integrationUsed: null, busySlots: [] } };

function startsAt(machine: AnyStateMachine, input: unknown) {
  const actor = createActor(machine, { input });
  const before = actor.getSnapshot();
  actor.start();
  return { actor, before };
}

describe('machines started from the answers the page came with', () => {
  it("a detail (a person's page) starts loaded, and a reload asks the server", async () => {
    const DETAIL = { personDetails: person(), recentEvents: [], recurringEvents: [], userConnections: [] } as unknown as PersonDetail;
    const fetch = counted<Result<PersonDetail>, string>(success(DETAIL));
    const { actor, before } = startsAt(personDetailMachine.provide({ actors: { fetchPersonDetail: fetch.logic } }), { id: '42', given: DETAIL });
    expect(before.value).toBe('loaded');
    expect(before.context.detail).toBe(DETAIL);
    await settle();
    expect(fetch.calls).toEqual([]);
    actor.send({ type: 'detail.reload' });
    await settle();
    expect(fetch.calls).toEqual(['42']);
  });

  it('a detail without one loads as before', () => {
    const { before } = startsAt(personDetailMachine, { id: '42' });
    expect(before.value).toBe('loading');
  });

  it('the session starts signed in with the given user, without a probe', async () => {
    const probe = counted(success(ADA));
    const { before } = startsAt(authSessionMachine.provide({ actors: { fetchCurrentUser: probe.logic } }), { sessionHint: true, online: true, user: ADA });
    expect(before.value).toBe('signedIn');
    expect(before.context.user).toBe(ADA);
    await settle();
    expect(probe.calls).toEqual([]);
  });

  it('the network list starts with the given people and asks for none', async () => {
    const PEOPLE = [person()];
    const fetch = counted(success(PEOPLE));
    const { actor, before } = startsAt(peopleListMachine.provide({ actors: { fetchPeople: fetch.logic } }), { people: PEOPLE });
    expect(before.value).toBe('succeeded');
    actor.send({ type: 'people.load' });
    await settle();
    expect(fetch.calls).toEqual([]);
    expect(actor.getSnapshot().context.people).toEqual(PEOPLE);
    // Given none (an empty network is an answer too) it starts succeeded; without an answer it waits to be opened.
    expect(startsAt(peopleListMachine, { people: [] }).before.value).toBe('succeeded');
    expect(startsAt(peopleListMachine, {}).before.value).toBe('idle');
  });

  it("the calendars start on the given window, and another week asks the server", async () => {
    const fetch = counted<Result<EventsWindow>, Required<EventsWindowQuery>>(success(WINDOW));
    const input = { today: '2026-11-25', given: WINDOW };
    const { actor, before } = startsAt(weekPlannerMachine.provide({ actors: { fetchEventsWindow: fetch.logic } }), input);
    expect(before.value).toBe('loaded');
    expect(before.context.meta).toBe(WINDOW.meta);
    expect(weekPlannerMachine.openingWindow(input)).toEqual({ startDate: '2026-11-23', days: 7 });
    await settle();
    expect(fetch.calls).toEqual([]);
    actor.send({ type: 'period.next' });
    await settle();
    expect(fetch.calls).toEqual([{ startDate: '2026-11-30', days: 7 }]);

    expect(startsAt(monthCalendarMachine, { today: '2026-11-25', period: '2027-02', given: WINDOW }).before.value).toBe('loaded');
    expect(monthCalendarMachine.openingWindow({ today: '2026-11-25', period: '2027-02' })).toEqual({ startDate: '2027-02-01', days: 35 });
    expect(monthCalendarMachine.openingWindow({ today: '2026-11-25' })).toEqual({ startDate: '2026-10-26', days: 35 });
    expect(startsAt(monthCalendarMachine, { today: '2026-11-25' }).before.value).toBe('loading');
  });

  it('a shared plan starts answering when open, on its outcome when decided; the owner\'s own still loads, to be sent to their view', async () => {
    const input = { shareCode: SHARE_CODE, signedInName: null };
    expect(startsAt(planResponseMachine, { ...input, given: plan() }).before.value).toBe('answering');
    expect(startsAt(planResponseMachine, { ...input, given: plan({ status: 'canceled' }) }).before.value).toBe('decided');

    const fetch = counted<Result<ProposedPlan>, string>(success(plan({ isOwner: true })));
    const { before } = startsAt(planResponseMachine.provide({ actors: { fetchPlanByCode: fetch.logic } }), { ...input, given: plan({ isOwner: true }) });
    expect(before.value).toBe('loading');
    await settle();
    expect(fetch.calls).toEqual([SHARE_CODE]);
  });
});

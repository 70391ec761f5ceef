import { useActorRef, useSelector } from '@xstate/react';
import { type DetailActor, type createDetailMachine, selectDetail, selectErrorMessage } from '@/machines/detailMachine';
import { personDetailMachine } from '@/machines/personDetailMachine';
import { recurringEventDetailMachine } from '@/machines/recurringEventDetailMachine';
import { holidaysMachine } from '@/machines/holidaysMachine';
import { reportMachine } from '@/machines/reportMachine';
import { useActors } from '@/views/actors';
import { actorOptions } from '@/views/inspection';

/** One resource loaded for the page by a detail machine with the app's actor; `reload` after the page changed it. */
function useDetailOf<T>(machine: ReturnType<typeof createDetailMachine<T>>, actor: DetailActor, id: string) {
  const actors = useActors();
  // The machine declares every detail actor's name; it invokes only its own, so only that one is provided.
  const ref = useActorRef(machine.provide({ actors: { [actor]: actors[actor] } as never }), { input: { id }, ...actorOptions() });
  return {
    detail: useSelector(ref, selectDetail),
    errorMessage: useSelector(ref, selectErrorMessage),
    reload: () => ref.send({ type: 'detail.reload' }),
  };
}

/** A person with their events, loaded for the page. */
export const usePersonDetail = (personId: string) => useDetailOf(personDetailMachine, 'fetchPersonDetail', personId);

/** A yearly event (or public holiday), loaded for the page. */
export const useRecurringEventDetail = (recurringEventId: string) =>
  useDetailOf(recurringEventDetailMachine, 'fetchRecurringEvent', recurringEventId);

/** The user's holidays of this year by month (keyed by the user's id). */
export const useHolidays = (userId: string) => useDetailOf(holidaysMachine, 'fetchHolidays', userId);

/** The user's report (keyed by the user's id). */
export const useReport = (userId: string) => useDetailOf(reportMachine, 'fetchReport', userId);

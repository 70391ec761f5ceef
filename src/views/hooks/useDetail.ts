import { useActorRef, useSelector } from '@xstate/react';
import { selectDetail, selectErrorMessage } from '@/machines/detailMachine';
import { personDetailMachine } from '@/machines/personDetailMachine';
import { recurringEventDetailMachine } from '@/machines/recurringEventDetailMachine';
import { holidaysMachine } from '@/machines/holidaysMachine';
import { reportMachine } from '@/machines/reportMachine';
import { useActors } from '@/views/actors';
import { actorOptions } from '@/views/inspection';

/** A person with their events, loaded for the page; `reload` after the page changed them. */
export function usePersonDetail(personId: string) {
  const { fetchPersonDetail } = useActors();
  const actor = useActorRef(
    personDetailMachine.provide({ actors: { fetchPersonDetail } }),
    { input: { id: personId }, ...actorOptions() },
  );
  return {
    detail: useSelector(actor, selectDetail),
    errorMessage: useSelector(actor, selectErrorMessage),
    reload: () => actor.send({ type: 'detail.reload' }),
  };
}

/** A yearly event (or public holiday), loaded for the page. */
export function useRecurringEventDetail(recurringEventId: string) {
  const { fetchRecurringEvent } = useActors();
  const actor = useActorRef(
    recurringEventDetailMachine.provide({ actors: { fetchRecurringEvent } }),
    { input: { id: recurringEventId }, ...actorOptions() },
  );
  return {
    detail: useSelector(actor, selectDetail),
    errorMessage: useSelector(actor, selectErrorMessage),
    reload: () => actor.send({ type: 'detail.reload' }),
  };
}

/** The user's holidays of this year by month (keyed by the user's id). */
export function useHolidays(userId: string) {
  const { fetchHolidays } = useActors();
  const actor = useActorRef(holidaysMachine.provide({ actors: { fetchHolidays } }), { input: { id: userId }, ...actorOptions() });
  return {
    detail: useSelector(actor, selectDetail),
    errorMessage: useSelector(actor, selectErrorMessage),
    reload: () => actor.send({ type: 'detail.reload' }),
  };
}

/** The user's report (keyed by the user's id). */
export function useReport(userId: string) {
  const { fetchReport } = useActors();
  const actor = useActorRef(reportMachine.provide({ actors: { fetchReport } }), { input: { id: userId }, ...actorOptions() });
  return {
    detail: useSelector(actor, selectDetail),
    errorMessage: useSelector(actor, selectErrorMessage),
    reload: () => actor.send({ type: 'detail.reload' }),
  };
}

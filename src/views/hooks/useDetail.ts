import { useActorRef, useSelector } from '@xstate/react';
import { selectDetail, selectErrorMessage } from '@/machines/detailMachine';
import { eventDetailMachine } from '@/machines/eventDetailMachine';
import { personDetailMachine } from '@/machines/personDetailMachine';
import { recurringEventDetailMachine } from '@/machines/recurringEventDetailMachine';
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

/** One fun plan, loaded for its page and its edit form. */
export function useEventDetail(eventId: string) {
  const { fetchEvent } = useActors();
  const actor = useActorRef(
    eventDetailMachine.provide({ actors: { fetchEvent } }),
    { input: { id: eventId }, ...actorOptions() },
  );
  return {
    detail: useSelector(actor, selectDetail),
    errorMessage: useSelector(actor, selectErrorMessage),
    reload: () => actor.send({ type: 'detail.reload' }),
  };
}

import { useActorRef, useSelector } from '@xstate/react';
import { selectDetail, selectErrorMessage } from '@/machines/detailMachine';
import { inboxMachine } from '@/machines/inboxMachine';
import { planDetailMachine } from '@/machines/planDetailMachine';
import { unseenAnswersMachine } from '@/machines/unseenAnswersMachine';
import { useActors } from '@/views/actors';
import { actorOptions } from '@/views/inspection';

/** The owner's view of a plan with its answers (opening it marks the answers seen). */
export function usePlanDetail(proposedPlanId: string) {
  const { fetchPlanDetail } = useActors();
  const actor = useActorRef(planDetailMachine.provide({ actors: { fetchPlanDetail } }), { input: { id: proposedPlanId }, ...actorOptions() });
  return {
    detail: useSelector(actor, selectDetail),
    errorMessage: useSelector(actor, selectErrorMessage),
    reload: () => actor.send({ type: 'detail.reload' }),
  };
}

/** Own and incoming plans, newest first. */
export function useInbox() {
  const { fetchPlans } = useActors();
  const actor = useActorRef(inboxMachine.provide({ actors: { fetchPlans } }), { input: { id: 'inbox' }, ...actorOptions() });
  return {
    plans: useSelector(actor, selectDetail),
    errorMessage: useSelector(actor, selectErrorMessage),
    reload: () => actor.send({ type: 'detail.reload' }),
  };
}

/** How many of the owner's plans have answers not yet seen; null until known. */
export function useUnseenAnswers() {
  const { fetchUnseenAnswers } = useActors();
  const actor = useActorRef(unseenAnswersMachine.provide({ actors: { fetchUnseenAnswers } }), { input: { id: 'unseen' }, ...actorOptions() });
  return useSelector(actor, selectDetail)?.plansWithNewAnswers ?? null;
}

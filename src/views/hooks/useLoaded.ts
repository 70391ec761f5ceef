import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { type DetailMachine, selectDetail, selectErrorMessage } from '@/machines/detailMachine';
import { firstAnswerKeyOf } from '@/domain/pages';
import { appActorFor, useActors } from '@/views/actors';
import { useGivenAnswer } from '@/views/firstScreen';
import { actorOptions } from '@/views/inspection';

export interface Loaded<T> {
  detail: T | null;
  /** Why it failed to load, in the app's language. */
  errorMessage: string | null;
  /** Load again: after the page changed it, or to try again. */
  reload(): void;
}

/**
 * Loads what a detail machine fetches, for `id` (LIST for a list), with the app's actor it names;
 * a first screen starts from the answer the server gave it.
 */
export function useLoaded<T>(machine: DetailMachine<T>, id: string): Loaded<T> {
  const given = useGivenAnswer<T>(firstAnswerKeyOf(machine.appActor, id));
  const ref = useActorRef(machine.provide({ actors: appActorFor(useActors(), machine) }), { input: { id, given }, ...actorOptions() });
  const errorMessage = useSelector(ref, selectErrorMessage);
  const { i18n } = useLingui();
  return {
    detail: useSelector(ref, selectDetail),
    errorMessage: errorMessage && i18n._(errorMessage),
    reload: () => ref.send({ type: 'detail.reload' }),
  };
}

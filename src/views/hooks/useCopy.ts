import { useActorRef, useSelector } from '@xstate/react';
import { copyMachine, selectIsCopied, selectIsCopyFailed } from '@/machines/copyMachine';
import { useActors } from '@/views/actors';
import { actorOptions } from '@/views/inspection';

/** Copies `text` to the clipboard on request, and tells whether the last copy worked. */
export function useCopy(text: string) {
  const { copyText } = useActors();
  const actor = useActorRef(copyMachine.provide({ actors: { copyText } }), { input: { text }, ...actorOptions() });
  return {
    copy: () => actor.send({ type: 'text.copy' }),
    copied: useSelector(actor, selectIsCopied),
    failed: useSelector(actor, selectIsCopyFailed),
  };
}

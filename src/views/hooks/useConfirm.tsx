import { useActorRef, useSelector } from '@xstate/react';
import {
  type ConfirmMachine, selectCanCancel, selectCanConfirm, selectCanRequest, selectDoneMessage, selectErrorMessage, selectIsActing,
  selectIsConfirming,
} from '@/machines/confirmMachine';
import { appActorFor, useActors } from '@/views/actors';
import { ConfirmDialog } from '@/views/components/ConfirmDialog';
import { actorOptions } from '@/views/inspection';

interface ConfirmOptions {
  /** What the action is on. */
  id: string;
  /** What follows once it is done (after the redirect delay, where the machine has one). */
  reportDone(): void;
  /** The confirmation's title, text and confirming button ('Delete' unless named otherwise). */
  title: string;
  text: string;
  confirmLabel?: string;
}

/**
 * Runs a confirm-then-act machine with the app's actor it names: `request` opens the confirmation
 * (`dialog`, to render), which stays open while the action runs; then the success message, if any.
 */
export function useConfirm(machine: ConfirmMachine, { id, reportDone, title, text, confirmLabel }: ConfirmOptions) {
  const actor = useActorRef(
    machine.provide({ actors: appActorFor(useActors(), machine), actions: { reportDone } }),
    { input: { id }, ...actorOptions() },
  );
  const confirming = useSelector(actor, selectIsConfirming);
  const acting = useSelector(actor, selectIsActing);
  const canConfirm = useSelector(actor, selectCanConfirm);
  const canCancel = useSelector(actor, selectCanCancel);
  return {
    canRequest: useSelector(actor, selectCanRequest),
    request: () => actor.send({ type: 'delete.request' }),
    errorMessage: useSelector(actor, selectErrorMessage),
    doneMessage: useSelector(actor, selectDoneMessage),
    dialog: (
      <ConfirmDialog
        open={confirming || acting}
        title={title}
        text={text}
        confirmLabel={confirmLabel}
        busy={acting}
        canConfirm={canConfirm}
        canCancel={canCancel}
        onConfirm={() => actor.send({ type: 'delete.confirm' })}
        onCancel={() => actor.send({ type: 'delete.cancel' })}
      />
    ),
  };
}

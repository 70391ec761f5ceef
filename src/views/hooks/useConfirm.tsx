import { Suspense, lazy, useRef } from 'react';
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  type ConfirmMachine, selectCanCancel, selectCanConfirm, selectCanRequest, selectDoneMessage, selectErrorMessage, selectIsActing,
  selectIsConfirming,
} from '@/machines/confirmMachine';
import { appActorFor, useActors } from '@/views/actors';
import { actorOptions } from '@/views/inspection';

// The dialog's code (MUI's Modal, Dialog and transitions) loads when a confirmation is first asked for.
const ConfirmDialog = lazy(async () => ({ default: (await import('@/views/components/ConfirmDialog')).ConfirmDialog }));

interface ConfirmOptions<TTarget> {
  /** What the action is on. */
  id: TTarget;
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
export function useConfirm<TTarget>(machine: ConfirmMachine<TTarget>, { id, reportDone, title, text, confirmLabel }: ConfirmOptions<TTarget>) {
  const actor = useActorRef(
    machine.provide({ actors: appActorFor(useActors(), machine), actions: { reportDone } }),
    { input: { id }, ...actorOptions() },
  );
  const confirming = useSelector(actor, selectIsConfirming);
  const acting = useSelector(actor, selectIsActing);
  const canConfirm = useSelector(actor, selectCanConfirm);
  const canCancel = useSelector(actor, selectCanCancel);
  const errorMessage = useSelector(actor, selectErrorMessage);
  const doneMessage = useSelector(actor, selectDoneMessage);
  const { i18n } = useLingui();
  // Once shown, the dialog stays mounted, so that closing it plays its transition.
  const asked = useRef(false);
  asked.current ||= confirming || acting;
  return {
    canRequest: useSelector(actor, selectCanRequest),
    request: () => actor.send({ type: 'delete.request' }),
    errorMessage: errorMessage && i18n._(errorMessage),
    doneMessage: doneMessage && i18n._(doneMessage),
    dialog: asked.current && (
      <Suspense>
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
      </Suspense>
    ),
  };
}

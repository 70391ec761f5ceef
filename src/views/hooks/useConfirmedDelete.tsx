import { useActorRef, useSelector } from '@xstate/react';
import { type createConfirmedDeleteMachine, selectCanStart, selectErrorMessage } from '@/machines/confirmedDelete';
import { useActors } from '@/views/actors';
import { ConfirmStepDialog } from '@/views/components/ConfirmStepDialog';
import { actorOptions } from '@/views/inspection';

interface ConfirmedDeleteOptions {
  machine: ReturnType<typeof createConfirmedDeleteMachine>;
  id: string;
  /** What follows once it is done: load the page again, or leave it. */
  reportDeleted(): void;
  /** The confirmation's title, text and confirming button ('Delete' unless named otherwise). */
  confirmTitle: string;
  confirmText: string;
  confirmLabel?: string;
}

/** An action on one thing after a confirmation (a confirmed-delete machine): the start, the dialog, the outcome. */
export function useConfirmedDelete({ machine, id, reportDeleted, confirmTitle, confirmText, confirmLabel }: ConfirmedDeleteOptions) {
  const { deleteAccount, softDeleteUser, restoreUser, deleteIgnoreRule, disconnectUser } = useActors();
  const deletion = useActorRef(
    machine.provide({ actors: { deleteAccount, softDeleteUser, restoreUser, deleteIgnoreRule, disconnectUser }, actions: { reportDeleted } }),
    { input: { id }, ...actorOptions() },
  );
  return {
    canStart: useSelector(deletion, selectCanStart),
    errorMessage: useSelector(deletion, selectErrorMessage),
    start: () => deletion.send({ type: 'delete.start' }),
    dialog: <ConfirmStepDialog actor={deletion} title={confirmTitle} text={confirmText} confirmLabel={confirmLabel} />,
  };
}

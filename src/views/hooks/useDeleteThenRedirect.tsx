import { useActorRef, useSelector } from '@xstate/react';
import {
  type createDeleteThenRedirectMachine, selectCanDelete, selectErrorMessage, selectIsDeleted,
} from '@/machines/deleteThenRedirectMachine';
import { useActors } from '@/views/actors';
import { ConfirmStepDialog } from '@/views/components/ConfirmStepDialog';
import { actorOptions } from '@/views/inspection';

interface DeleteThenRedirectOptions {
  machine: ReturnType<typeof createDeleteThenRedirectMachine>;
  id: string;
  /** Where to go once the deleted message has shown for the redirect delay. */
  redirect(): void;
  /** The confirmation's title and text. */
  confirmTitle: string;
  confirmText: string;
  /** The confirming button; 'Delete' unless the page names it otherwise ('Disconnect'). */
  confirmLabel?: string;
}

/** Deleting what a page is about: the request, the confirmation dialog, the outcome. */
export function useDeleteThenRedirect({ machine, id, redirect, confirmTitle, confirmText, confirmLabel }: DeleteThenRedirectOptions) {
  const { deletePerson, deleteEvent, deleteIntegration } = useActors();
  const deletion = useActorRef(
    machine.provide({ actors: { deletePerson, deleteEvent, deleteIntegration }, actions: { redirect } }),
    { input: { id }, ...actorOptions() },
  );
  return {
    canDelete: useSelector(deletion, selectCanDelete),
    errorMessage: useSelector(deletion, selectErrorMessage),
    deleted: useSelector(deletion, selectIsDeleted),
    requestDelete: () => deletion.send({ type: 'delete.request' }),
    dialog: <ConfirmStepDialog actor={deletion} title={confirmTitle} text={confirmText} confirmLabel={confirmLabel} />,
  };
}

import { useActorRef, useSelector } from '@xstate/react';
import {
  recurringEventDeleteMachine, selectAsked, selectCanCancel, selectCanConfirm, selectCanDelete, selectErrorMessage,
  selectIsDeleting,
} from '@/machines/recurringEventDeleteMachine';
import { useActors } from '@/views/actors';
import { actorOptions } from '@/views/inspection';
import { ConfirmDialog } from '@/views/components/ConfirmDialog';

/** Deleting yearly events with a confirmation; `onDeleted` runs after each one is gone. */
export function useRecurringEventDelete(onDeleted: (recurringEventId: string) => void) {
  const { deleteRecurringEvent } = useActors();
  const deletion = useActorRef(
    recurringEventDeleteMachine.provide({
      actors: { deleteRecurringEvent },
      actions: { reportDeleted: (_, { recurringEventId }) => onDeleted(recurringEventId) },
    }),
    actorOptions(),
  );
  const asked = useSelector(deletion, selectAsked);
  const deleting = useSelector(deletion, selectIsDeleting);
  const canDelete = useSelector(deletion, selectCanDelete);
  const canConfirm = useSelector(deletion, selectCanConfirm);
  const canCancel = useSelector(deletion, selectCanCancel);
  return {
    canDelete,
    errorMessage: useSelector(deletion, selectErrorMessage),
    requestDelete: ({ recurringEventId, recurringEventName }: { recurringEventId: string; recurringEventName: string }) =>
      deletion.send({ type: 'recurringEvent.delete', recurringEventId, recurringEventName }),
    dialog: (
      <ConfirmDialog
        open={asked !== null}
        title={`Delete ${asked?.recurringEventName ?? ''}?`}
        text="It will no longer be listed or remind you."
        busy={deleting}
        canConfirm={canConfirm}
        canCancel={canCancel}
        onConfirm={() => deletion.send({ type: 'delete.confirm' })}
        onCancel={() => deletion.send({ type: 'delete.cancel' })}
      />
    ),
  };
}

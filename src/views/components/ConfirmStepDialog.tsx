import { useSelector } from '@xstate/react';
import type { ActorRef, Snapshot } from 'xstate';
import { ConfirmDialog } from '@/views/components/ConfirmDialog';

type ConfirmStepEvent = { type: 'delete.confirm' } | { type: 'delete.cancel' };

/** What a confirm-then-act machine's snapshot (confirmed-delete, delete-then-redirect) has in common. */
type ConfirmStepSnapshot = Snapshot<unknown> & {
  matches(state: 'confirming' | 'deleting'): boolean;
  can(event: ConfirmStepEvent): boolean;
};

interface ConfirmStepDialogProps {
  actor: ActorRef<ConfirmStepSnapshot, ConfirmStepEvent>;
  title: string;
  text: string;
  /** The confirming button; 'Delete' unless the action is another. */
  confirmLabel?: string;
}

const selectIsConfirming = (snapshot: ConfirmStepSnapshot) => snapshot.matches('confirming');
const selectIsActing = (snapshot: ConfirmStepSnapshot) => snapshot.matches('deleting');
const selectCanConfirm = (snapshot: ConfirmStepSnapshot) => snapshot.can({ type: 'delete.confirm' });
const selectCanCancel = (snapshot: ConfirmStepSnapshot) => snapshot.can({ type: 'delete.cancel' });

/** The confirmation of a confirm-then-act actor: open while it asks and while the action runs. */
export function ConfirmStepDialog({ actor, title, text, confirmLabel }: ConfirmStepDialogProps) {
  const confirming = useSelector(actor, selectIsConfirming);
  const acting = useSelector(actor, selectIsActing);
  const canConfirm = useSelector(actor, selectCanConfirm);
  const canCancel = useSelector(actor, selectCanCancel);
  return (
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
  );
}

import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLingui } from '@lingui/react/macro';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** While the confirmed action runs, the dialog stays and shows it. */
  busy: boolean;
  canConfirm: boolean;
  canCancel: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** The confirming button, for an action other than deleting (which shows 'Delete' in red). */
  confirmLabel?: string;
}

/** SPEC.md section 5: deletes need a confirmation (and so does anything else that cannot be undone). */
export function ConfirmDialog({
  open, title, text, busy, canConfirm, canCancel, onConfirm, onCancel, confirmLabel,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <Dialog open={open} onClose={canCancel ? onCancel : undefined} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={!canCancel}>{t`Cancel`}</Button>
        <Button color={confirmLabel === undefined ? 'error' : 'primary'} variant="contained" onClick={onConfirm} disabled={!canConfirm} loading={busy}>
          {confirmLabel ?? t`Delete`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCopy } from '@/views/hooks/useCopy';

interface SecretShownOnceProps {
  /** The section's name. */
  name: string;
  /** Above the secret: what it is and that it is not shown again. */
  notice: ReactNode;
  secret: string;
  fieldLabel: string;
  /** The status line: before a copy (if anything), after one, and when the browser refused. */
  says: { idle?: string; copied: string; failed: string };
  onDone(): void;
}

/**
 * A secret the server answers only once (a new token, a webhook's signing secret): read-only, with
 * Copy and Done, until the user says they have kept it.
 */
export function SecretShownOnce({ name, notice, secret, fieldLabel, says, onDone }: SecretShownOnceProps) {
  const { copy, copied, failed } = useCopy(secret);
  return (
    <Paper variant="outlined" component="section" aria-label={name} sx={{ p: 2, display: 'grid', gap: 1 }}>
      {notice}
      <TextField label={fieldLabel} value={secret} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
      <Typography role="status" variant="body2" color="text.secondary">
        {(copied && says.copied) || (failed && says.failed) || says.idle}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={copy}><Trans>Copy</Trans></Button>
        <Button variant="contained" onClick={onDone}><Trans>Done</Trans></Button>
      </Stack>
    </Paper>
  );
}

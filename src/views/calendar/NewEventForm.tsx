import type { useActorRef } from '@xstate/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { slotLabel } from '@/domain/timesOfDay';
import type { EventDraft, eventCreateMachine } from '@/machines/eventCreateMachine';
import { EventDraftFields } from '@/views/calendar/EventDraftFields';
import { NEW_PLAN_IN_SLOT } from '@/views/calendar/slotPhrases';

/*
 * The day panel's form for a new plan, a chunk of its own: its selects bring MUI's menus and
 * popovers, which Home need not load before its first paint.
 */

interface NewEventFormProps {
  draft: EventDraft;
  saving: boolean;
  canSubmit: boolean;
  send: ReturnType<typeof useActorRef<typeof eventCreateMachine>>['send'];
}

export default function NewEventForm({ draft, saving, canSubmit, send }: NewEventFormProps) {
  const { i18n } = useLingui();
  const slotName = slotLabel(draft.slot);
  return (
    <Box
      component="form"
      aria-label={i18n._(NEW_PLAN_IN_SLOT[draft.slot])}
      onSubmit={(formEvent) => {
        formEvent.preventDefault();
        send({ type: 'form.submit' });
      }}
      sx={{ mt: 2, display: 'grid', gap: 1.5 }}
    >
      <Typography variant="subtitle2" component="h3"><Trans>New plan · {slotName}</Trans></Typography>
      <EventDraftFields draft={draft} send={send} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => send({ type: 'form.cancel' })} disabled={saving}><Trans>Cancel</Trans></Button>
        <Button type="submit" variant="contained" disabled={!canSubmit} loading={saving}><Trans>Add plan</Trans></Button>
      </Stack>
    </Box>
  );
}

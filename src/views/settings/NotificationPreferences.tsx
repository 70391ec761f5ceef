import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, type NotificationChannel, type NotificationKind } from '@/domain/constants';
import type { NotificationPreferences as Preferences, NotificationPreferencesBody } from '@/domain/contract/notifications';
import { weekdayName } from '@/domain/dateLabels';
import { CHANNEL_NAMES, KIND_NAMES, hourLabel } from '@/domain/notificationLabels';
import {
  type SaveStatus, notificationPreferencesMachine, selectErrorMessage, selectLoadFailed, selectSaveStatus, selectShownPreferences,
} from '@/machines/notificationPreferencesMachine';
import { useActors } from '@/views/actors';
import { actorOptions } from '@/views/inspection';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** ISO weekdays, Monday (1) first. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const select = { select: true, slotProps: { select: { native: true }, inputLabel: { shrink: true } } } as const;

const SAVE_TEXT: Record<SaveStatus, MessageDescriptor | null> = { idle: null, saving: msg`Saving ...`, saved: msg`Saved`, unsaved: null };

/**
 * When reminders and the digest go out, and per kind whether it comes by email and by push; each
 * change is saved at once (the notificationPreferences machine), and the page says how that went.
 */
export function NotificationPreferences() {
  const { t, i18n } = useLingui();
  const { fetchNotificationPreferences, saveNotificationPreferences } = useActors();
  const form = useActorRef(notificationPreferencesMachine.provide({
    actors: { fetchNotificationPreferences, saveNotificationPreferences },
  }), actorOptions());
  const preferences = useSelector(form, selectShownPreferences);
  const errorDescriptor = useSelector(form, selectErrorMessage);
  const errorMessage = errorDescriptor && i18n._(errorDescriptor);
  const loadFailed = useSelector(form, selectLoadFailed);
  const saveStatus = useSelector(form, selectSaveStatus);
  const saveText = SAVE_TEXT[saveStatus];
  const change = (body: NotificationPreferencesBody) => form.send({ type: 'preferences.change', change: body });

  if (loadFailed) {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={() => form.send({ type: 'preferences.reload' })}><Trans>Try again</Trans></Button>}>
        {errorMessage}
      </Alert>
    );
  }
  if (!preferences) return <Typography color="text.secondary"><Trans>Loading ...</Trans></Typography>;
  return (
    <Stack spacing={3}>
      <Typography role="status" sx={{ minHeight: '1.5em' }}>{saveText && i18n._(saveText)}</Typography>
      {saveStatus === 'unsaved' && (
        <Alert severity="error">{t`${errorMessage}. The settings below are the ones saved.`}</Alert>
      )}
      <EmailStatus email={preferences.email} onResume={() => change({ resumeEmail: true })} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...select}
          label={t`Time of reminders and the digest`}
          helperText={t`In your time zone`}
          value={preferences.localHour}
          onChange={(event) => change({ localHour: Number(event.target.value) })}
        >
          {HOURS.map((hour) => <option key={hour} value={hour}>{hourLabel(hour)}</option>)}
        </TextField>
        <TextField
          {...select}
          label={t`Day of the weekly digest`}
          value={preferences.digestWeekday}
          onChange={(event) => change({ digestWeekday: Number(event.target.value) })}
        >
          {WEEKDAYS.map((weekday) => <option key={weekday} value={weekday}>{weekdayName(weekday, i18n.locale)}</option>)}
        </TextField>
      </Stack>
      <KindChannels
        channels={preferences.channels}
        onChange={(kind, channel, on) => change({ channels: { [kind]: { [channel]: on } } })}
      />
      <Typography variant="body2" color="text.secondary">
        <Trans>Every notification also appears in the app&apos;s own list, whatever you choose here.</Trans>
      </Typography>
    </Stack>
  );
}

function EmailStatus({ email, onResume }: { email: Preferences['email']; onResume(): void }) {
  const { t } = useLingui();
  if (!email.configured) {
    return <Alert severity="info"><Trans>This server sends no email: notifications reach you in the app and, where you turn them on, by push.</Trans></Alert>;
  }
  const { address, disabledReason } = email;
  return (
    <Stack spacing={1}>
      <Typography>{address ? t`Emails go to ${address}.` : t`Your account has no email address, so no email is sent.`}</Typography>
      {disabledReason && (
        <Alert
          severity="warning"
          role="note"
          action={<Button color="inherit" onClick={onResume}><Trans>Resume email</Trans></Button>}
        >
          <Trans>Email is off: {disabledReason}</Trans>
        </Alert>
      )}
    </Stack>
  );
}

interface KindChannelsProps {
  channels: Preferences['channels'];
  onChange(kind: NotificationKind, channel: NotificationChannel, on: boolean): void;
}

/** A row per kind with a switch per channel; the app's own list has every kind whatever these say. */
function KindChannels({ channels, onChange }: KindChannelsProps) {
  const { t, i18n } = useLingui();
  return (
    <Box component="table" aria-label={t`What reaches you by email and by push`} sx={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <Box component="th" scope="col" sx={{ textAlign: 'left' }}><Trans>Notify me when</Trans></Box>
          {NOTIFICATION_CHANNELS.map((channel) => <Box component="th" scope="col" key={channel} sx={{ width: 72 }}>{i18n._(CHANNEL_NAMES[channel])}</Box>)}
        </tr>
      </thead>
      <tbody>
        {NOTIFICATION_KINDS.map((kind) => (
          <tr key={kind}>
            <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 400, py: 0.5 }}>{i18n._(KIND_NAMES[kind])}</Box>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <Box component="td" key={channel} sx={{ textAlign: 'center' }}>
                <Switch
                  checked={channels[kind][channel]}
                  slotProps={{ input: { 'aria-label': `${i18n._(KIND_NAMES[kind])}: ${i18n._(CHANNEL_NAMES[channel])}` } }}
                  onChange={(event) => onChange(kind, channel, event.target.checked)}
                />
              </Box>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  MEET_FREQUENCIES, MESSAGING_PLATFORMS, type MeetFrequency, type MessagingPlatform,
} from '@/domain/constants';
import type { Person } from '@/domain/contract/people';
import {
  personFormMachine, selectAddAnother, selectCanSubmit, selectDraft, selectErrorMessage, selectIsAdding, selectIsSaving,
  selectSuccessMessage,
} from '@/machines/personFormMachine';
import { useActors } from '@/views/actors';
import { PageHeader } from '@/views/components/PageHeader';
import { actorOptions } from '@/views/inspection';
import { AvatarPicker } from '@/views/network/AvatarPicker';
import { MEET_FREQUENCY_LABELS } from '@/domain/lastSeen';
import { FlashAlert, flashState } from '@/views/components/flash';

/** The platforms' own names, the same in every language. */
const PLATFORM_LABELS: Record<MessagingPlatform, string> = {
  whatsapp: 'WhatsApp',
  messenger: 'Messenger',
  telegram: 'Telegram',
  signal: 'Signal',
  sms: 'SMS',
};

const PHONE_WITH_COUNTRY_CODE = msg`Phone number with country code`;
const ID_HINTS: Record<MessagingPlatform | '', MessageDescriptor> = {
  '': msg`Choose a platform to message them from their page`,
  whatsapp: PHONE_WITH_COUNTRY_CODE,
  signal: PHONE_WITH_COUNTRY_CODE,
  sms: msg`Phone number`,
  telegram: msg`Telegram username`,
  messenger: msg`Messenger username`,
};

/** The add-person and edit-person form; `person` is null when adding. */
export function PersonForm({ person }: { person: Person | null }) {
  const { t, i18n } = useLingui();
  const { createPerson, updatePerson } = useActors();
  const navigate = useNavigate();
  const form = useActorRef(
    personFormMachine.provide({
      actors: { createPerson, updatePerson },
      actions: {
        goToPerson: (_, { personId, message }) => navigate(`/network/${personId}`, flashState({ severity: 'success', message })),
      },
    }),
    { input: { person }, ...actorOptions() },
  );
  const draft = useSelector(form, selectDraft);
  const adding = useSelector(form, selectIsAdding);
  const addAnother = useSelector(form, selectAddAnother);
  const errorMessage = useSelector(form, selectErrorMessage);
  const successMessage = useSelector(form, selectSuccessMessage);
  const saving = useSelector(form, selectIsSaving);
  const canSubmit = useSelector(form, selectCanSubmit);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'form.submit' });
  };
  const text = (field: 'personName' | 'personNotes' | 'externalMessagingId') => ({
    value: draft[field],
    disabled: saving,
    fullWidth: true,
    onChange: (event: { target: { value: string } }) => form.send({ type: 'field.change', field, value: event.target.value }),
  });

  return (
    <>
      <PageHeader
        title={adding ? t`Add person` : t`Edit person`}
        closeTo={person ? `/network/${person.personId}` : '/network'}
        errors={[errorMessage && i18n._(errorMessage)]}
      />
      <FlashAlert />
      {successMessage && <Alert severity="success" sx={{ mb: 2 }}>{i18n._(successMessage)}</Alert>}
      <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
        <TextField label={t`Name`} autoComplete="off" autoFocus={adding} {...text('personName')} />
        <AvatarPicker
          value={draft.personAvatar}
          disabled={saving}
          onChange={(avatar) => form.send({ type: 'avatar.select', avatar })}
        />
        <TextField
          select
          label={t`Meet frequency`}
          slotProps={{ select: { native: true } }}
          value={draft.meetFrequency}
          disabled={saving}
          onChange={(event) => form.send({ type: 'meetFrequency.change', meetFrequency: event.target.value as MeetFrequency })}
        >
          {MEET_FREQUENCIES.map((frequency) => <option key={frequency} value={frequency}>{i18n._(MEET_FREQUENCY_LABELS[frequency])}</option>)}
        </TextField>
        <TextField label={t`Notes`} multiline minRows={2} {...text('personNotes')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={t`Messaging platform`}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            value={draft.externalMessagingPlatform}
            disabled={saving}
            sx={{ minWidth: 180 }}
            onChange={(event) => form.send({ type: 'messagingPlatform.change', platform: event.target.value as MessagingPlatform | '' })}
          >
            <option value="">{t`None`}</option>
            {MESSAGING_PLATFORMS.map((platform) => <option key={platform} value={platform}>{PLATFORM_LABELS[platform]}</option>)}
          </TextField>
          <TextField label={t`Messaging ID`} helperText={i18n._(ID_HINTS[draft.externalMessagingPlatform])} {...text('externalMessagingId')} />
        </Stack>
        {adding && (
          <FormControlLabel
            label={t`Add another`}
            disabled={saving}
            control={(
              <Checkbox
                checked={addAnother}
                onChange={(event) => form.send({ type: 'addAnother.change', checked: event.target.checked })}
              />
            )}
          />
        )}
        <Button type="submit" variant="contained" size="large" disabled={!canSubmit} loading={saving}>
          {adding ? <Trans>Add person</Trans> : <Trans>Save</Trans>}
        </Button>
      </Stack>
    </>
  );
}

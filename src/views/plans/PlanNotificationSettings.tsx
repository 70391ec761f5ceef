import type { FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_ANSWERS_PER_PLAN } from '@/domain/constants';
import type { ProposedPlanDetail } from '@/domain/contract/proposedPlans';
import {
  planNotificationsMachine, selectErrorMessage, selectExpectedDraft, selectIsSaving, selectIsSavingExpected, selectMuted,
} from '@/machines/planNotificationsMachine';
import { useActors } from '@/views/actors';
import { TextInput } from '@/views/components/TextInput';
import { useText } from '@/views/hooks/useText';
import { actorOptions } from '@/views/inspection';

const max = MAX_ANSWERS_PER_PLAN;

/** On the owner's page of an open plan: mute it, and say how many answers make "everyone answered". */
export function PlanNotificationSettings({ plan }: { plan: ProposedPlanDetail }) {
  const { t } = useLingui();
  const text = useText();
  const { savePlanNotifications } = useActors();
  const settings = useActorRef(
    planNotificationsMachine.provide({ actors: { savePlanNotifications } }),
    {
      input: { proposedPlanId: plan.proposedPlanId, notificationsMuted: plan.notificationsMuted, expectedAnswers: plan.expectedAnswers },
      ...actorOptions(),
    },
  );
  const muted = useSelector(settings, selectMuted);
  const expectedDraft = useSelector(settings, selectExpectedDraft);
  const saving = useSelector(settings, selectIsSaving);
  const savingExpected = useSelector(settings, selectIsSavingExpected);
  const errorMessage = useSelector(settings, selectErrorMessage);

  const save = (event: FormEvent) => {
    event.preventDefault();
    settings.send({ type: 'expected.save' });
  };

  return (
    <section aria-labelledby="plan-notifications">
      <Typography id="plan-notifications" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mt: 3, mb: 1 }}><Trans>Notifications</Trans></Typography>
      {errorMessage && <Alert severity="error" sx={{ mb: 1 }}>{text(errorMessage)}</Alert>}
      <FormControlLabel
        control={<Switch checked={muted} disabled={saving} onChange={() => settings.send({ type: 'mute.toggle' })} />}
        label={t`Mute notifications for this plan`}
      />
      <Typography variant="body2" color="text.secondary">
        <Trans>Muted, its answers send no email or push; they still show in your inbox.</Trans>
      </Typography>
      <Stack component="form" direction="row" spacing={1} sx={{ alignItems: 'flex-start', mt: 2 }} onSubmit={save} noValidate>
        <TextInput
          label={t`Answers expected`}
          inputMode="numeric"
          value={expectedDraft}
          disabled={saving}
          helperText={t`1 to ${max}, or empty: the people you shared it with through connections. You hear when that many have answered.`}
          onChange={(event) => settings.send({ type: 'expected.change', value: event.target.value })}
        />
        <Button type="submit" variant="outlined" disabled={saving} loading={savingExpected} sx={{ mt: 1 }}><Trans>Save</Trans></Button>
      </Stack>
    </section>
  );
}

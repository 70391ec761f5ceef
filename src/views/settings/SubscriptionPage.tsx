import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PRICING_PLAN_LABELS } from '@/domain/accountLabels';
import { dateLabel } from '@/domain/dateLabels';
import { dayOf } from '@/domain/dayOf';
import {
  feedbackMachine, selectCanSubmit, selectDraft, selectErrorMessage, selectIsSending, selectSuccessMessage,
} from '@/machines/feedbackMachine';
import { LIST } from '@/machines/detailMachine';
import { feedbackListMachine } from '@/machines/feedbackListMachine';
import { useActors } from '@/views/actors';
import { EventList } from '@/views/components/EventList';
import { PageHeader } from '@/views/components/PageHeader';
import { useLoaded } from '@/views/hooks/useLoaded';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useUserToday } from '@/views/hooks/useUserToday';
import { actorOptions } from '@/views/inspection';
import { useSignedInUser } from '@/views/session';

export default function SubscriptionPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Subscription`);
  const user = useSignedInUser();
  const { trialExpirationDate, timeZone } = user;
  const pricingPlan = i18n._(PRICING_PLAN_LABELS[user.pricingPlan]);
  const today = useUserToday();
  const sent = useLoaded(feedbackListMachine, LIST);
  const trialEnd = user.pricingPlan === 'TRIAL' && trialExpirationDate ? dateLabel(trialExpirationDate, today, i18n.locale) : null;
  return (
    <>
      <PageHeader title={t`Subscription`} closeTo="/settings" errors={[sent.errorMessage]} />
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}><Trans>Current Plan: {pricingPlan}</Trans></Typography>
          {trialEnd && <Typography><Trans>Your trial runs until {trialEnd}.</Trans></Typography>}
          {user.pricingPlan === 'STANDARD' && <Typography><Trans>You have the Standard plan. Thank you for helping us!</Trans></Typography>}
        </Paper>
        <FeedbackForm onSent={sent.reload} />
        <EventList
          title={t`Feedback you sent`}
          items={(sent.detail ?? []).map((entry) => ({
            key: entry.feedbackId,
            primary: entry.feedbackText,
            secondary: dateLabel(dayOf(entry.created_at, timeZone), today, i18n.locale),
          }))}
          empty={t`Nothing yet.`}
        />
      </Stack>
    </>
  );
}

/** SPEC.md section 9: in early preview, Standard is free in exchange for feedback. */
function FeedbackForm({ onSent }: { onSent(): void }) {
  const { t, i18n } = useLingui();
  const { sendFeedback } = useActors();
  const form = useActorRef(feedbackMachine.provide({ actors: { sendFeedback }, actions: { reportSent: onSent } }), actorOptions());
  const draft = useSelector(form, selectDraft);
  const canSubmit = useSelector(form, selectCanSubmit);
  const sending = useSelector(form, selectIsSending);
  const errorMessage = useSelector(form, selectErrorMessage);
  const successMessage = useSelector(form, selectSuccessMessage);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'feedback.submit' });
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}><Trans>Upgrade to Standard for free</Trans></Typography>
      <Typography sx={{ mb: 2 }}>
        <Trans>
          FunPlans is in early preview. Tell us what you like, what you miss or what you would change, and we
          upgrade you to the Standard plan for free.
        </Trans>
      </Typography>
      {errorMessage && <Alert severity="error" sx={{ mb: 2 }}>{i18n._(errorMessage)}</Alert>}
      {successMessage && <Alert severity="success" sx={{ mb: 2 }}>{i18n._(successMessage)}</Alert>}
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <TextField
          label={t`Your feedback`}
          multiline
          minRows={3}
          value={draft}
          disabled={sending}
          onChange={(event) => form.send({ type: 'draft.change', text: event.target.value })}
        />
        <Button type="submit" variant="contained" disabled={!canSubmit} loading={sending}><Trans>Send feedback</Trans></Button>
      </Stack>
    </Paper>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NotificationChannel, NotificationKind } from '@/domain/constants';
import type { UnsubscribeState } from '@/domain/contract/notifications';
import {
  type UnsubscribeStep, selectCanConfirm, selectErrorMessage, selectStep, selectStops, unsubscribeMachine,
} from '@/machines/unsubscribeMachine';
import { useActors } from '@/views/actors';
import { PublicLayout } from '@/views/components/PublicLayout';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useRouteParam } from '@/views/hooks/useRouteParam';
import { actorOptions } from '@/views/inspection';
import { useText } from '@/views/hooks/useText';
import type { Text } from '@/machines/texts';

/** What the kind is called where a person chooses to stop it: 'You will no longer get {what} by email'. */
const KIND_LABELS: Record<NotificationKind, MessageDescriptor> = {
  'plan.answered': msg`answers to your plans`,
  'plan.everyone-answered': msg`everyone has answered your plan`,
  'plan.confirmed': msg`a plan you answered is confirmed`,
  'reminder.upcoming': msg`reminders of tomorrow's birthdays, holidays and plans`,
  'digest.catch-up': msg`the weekly catch-up suggestions`,
};

/** How a channel reaches the user, after the kind's label: '… by email'. */
const CHANNEL_WAYS: Record<NotificationChannel, MessageDescriptor> = { email: msg`by email`, push: msg`as push notifications` };

/** 'answers to your plans by email'. */
const whatOf = ({ kind, channel }: UnsubscribeState, i18n: I18n) => `${i18n._(KIND_LABELS[kind])} ${i18n._(CHANNEL_WAYS[channel])}`;

/**
 * /unsubscribe/{token}, where the link in a notification email leads: it says what the link stops
 * and stops it when the person presses the button (the unsubscribe machine), never on opening.
 */
export default function UnsubscribePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Unsubscribe`);
  const token = useRouteParam('token');
  return (
    <PublicLayout>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}><Trans>Unsubscribe</Trans></Typography>
      <Unsubscribe key={token} token={token} />
    </PublicLayout>
  );
}

function Unsubscribe({ token }: { token: string }) {
  const text = useText();
  const { fetchUnsubscribeState, unsubscribe } = useActors();
  const flow = useActorRef(unsubscribeMachine.provide({ actors: { fetchUnsubscribeState, unsubscribe } }), { input: { token }, ...actorOptions() });
  const step = useSelector(flow, selectStep);
  const stops = useSelector(flow, selectStops);
  const errorMessage = useSelector(flow, selectErrorMessage);
  const canConfirm = useSelector(flow, selectCanConfirm);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <StepText step={step} stops={stops} errorMessage={errorMessage} onRetry={() => flow.send({ type: 'unsubscribe.retry' })} />
      {stops && (step === 'asking' || step === 'stopping') && (
        <>
          {errorMessage && <Alert severity="error">{text(errorMessage)}</Alert>}
          <Button variant="contained" size="large" disabled={!canConfirm} loading={step === 'stopping'} onClick={() => flow.send({ type: 'unsubscribe.confirm' })}>
            {stops.channel === 'email' ? <Trans>Stop these emails</Trans> : <Trans>Stop these notifications</Trans>}
          </Button>
        </>
      )}
      <Typography variant="body2">
        <Trans><Link component={RouterLink} to="/settings/notifications">Choose what FunPlans sends you</Link> (you sign in first).</Trans>
      </Typography>
    </Box>
  );
}

interface StepTextProps {
  step: UnsubscribeStep;
  stops: UnsubscribeState | null;
  errorMessage: Text | null;
  onRetry(): void;
}

function StepText({ step, stops, errorMessage, onRetry }: StepTextProps) {
  const { i18n } = useLingui();
  const text = useText();
  const problem = errorMessage && text(errorMessage);
  const what = stops && whatOf(stops, i18n);
  switch (step) {
    case 'loading':
      return <Typography role="status"><Trans>Checking the link ...</Trans></Typography>;
    case 'unreachable':
      return (
        <Alert severity="error" action={<Button color="inherit" onClick={onRetry}><Trans>Try again</Trans></Button>}>{problem}</Alert>
      );
    case 'invalid':
      return (
        <Alert severity="error">
          <Trans>
            This unsubscribe link does not work ({problem}). It may have been cut off or changed: open it again from the email,
            or choose what FunPlans sends you in the settings.
          </Trans>
        </Alert>
      );
    case 'asking':
    case 'stopping':
      return <Typography><Trans>Stop getting {what}?</Trans></Typography>;
    case 'stopped':
      return <Alert severity="success" role="status"><Trans>You will no longer get {what}.</Trans></Alert>;
    case 'alreadyStopped':
      return <Alert severity="info" role="status"><Trans>This is already stopped: you no longer get {what}.</Trans></Alert>;
  }
}

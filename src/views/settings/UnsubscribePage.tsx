import { Link as RouterLink } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { UnsubscribeState } from '@/domain/contract/notifications';
import { CHANNEL_WAYS, KIND_LABELS } from '@/domain/notificationLabels';
import {
  type UnsubscribeStep, selectCanConfirm, selectErrorMessage, selectStep, selectStops, unsubscribeMachine,
} from '@/machines/unsubscribeMachine';
import { useActors } from '@/views/actors';
import { PublicLayout } from '@/views/components/PublicLayout';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useRouteParam } from '@/views/hooks/useRouteParam';
import { actorOptions } from '@/views/inspection';

/** 'answers to your plans by email'. */
const whatOf = ({ kind, channel }: UnsubscribeState) => `${KIND_LABELS[kind]} ${CHANNEL_WAYS[channel]}`;

/**
 * /unsubscribe/{token}, where the link in a notification email leads: it says what the link stops
 * and stops it when the person presses the button (the unsubscribe machine), never on opening.
 */
export default function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const token = useRouteParam('token');
  return (
    <PublicLayout>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>Unsubscribe</Typography>
      <Unsubscribe key={token} token={token} />
    </PublicLayout>
  );
}

function Unsubscribe({ token }: { token: string }) {
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
          {errorMessage && <Alert severity="error">{errorMessage}</Alert>}
          <Button variant="contained" size="large" disabled={!canConfirm} loading={step === 'stopping'} onClick={() => flow.send({ type: 'unsubscribe.confirm' })}>
            {stops.channel === 'email' ? 'Stop these emails' : 'Stop these notifications'}
          </Button>
        </>
      )}
      <Typography variant="body2">
        <Link component={RouterLink} to="/settings/notifications">Choose what FunPlans sends you</Link> (you sign in first).
      </Typography>
    </Box>
  );
}

interface StepTextProps {
  step: UnsubscribeStep;
  stops: UnsubscribeState | null;
  errorMessage: string | null;
  onRetry(): void;
}

function StepText({ step, stops, errorMessage, onRetry }: StepTextProps) {
  switch (step) {
    case 'loading':
      return <Typography role="status">Checking the link ...</Typography>;
    case 'unreachable':
      return (
        <Alert severity="error" action={<Button color="inherit" onClick={onRetry}>Try again</Button>}>{errorMessage}</Alert>
      );
    case 'invalid':
      return (
        <Alert severity="error">
          This unsubscribe link does not work ({errorMessage}). It may have been cut off or changed: open it again from the email,
          or choose what FunPlans sends you in the settings.
        </Alert>
      );
    case 'asking':
    case 'stopping':
      return <Typography>Stop getting {stops && whatOf(stops)}?</Typography>;
    case 'stopped':
      return <Alert severity="success" role="status">You will no longer get {stops && whatOf(stops)}.</Alert>;
    case 'alreadyStopped':
      return <Alert severity="info" role="status">This is already stopped: you no longer get {stops && whatOf(stops)}.</Alert>;
  }
}

import { type FormEvent, useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProposedPlan } from '@/domain/contract/proposedPlans';
import { type PlanSlot, slotKey, storedSlots } from '@/domain/planSlots';
import {
  planResponseMachine, selectAccepted, selectCanSubmit, selectErrorMessage, selectIsDecided, selectIsLoading,
  selectIsSubmitting, selectIsThanked, selectPlan, selectReactionNotes, selectReactorName,
} from '@/machines/planResponseMachine';
import { planCalendarUrl } from '@/services/planCalendar';
import { useActors } from '@/views/actors';
import { CheckboxField } from '@/views/components/CheckboxField';
import { PersonAvatar } from '@/views/components/PersonAvatar';
import { PublicLayout } from '@/views/components/PublicLayout';
import { TextInput } from '@/views/components/TextInput';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useRouteParam } from '@/views/hooks/useRouteParam';
import { actorOptions } from '@/views/inspection';
import { loginPath, registerPath } from '@/views/paths';
import { PlanStatusIcon } from '@/views/plans/planIcons';
import { slotLabel } from '@/views/plans/slotLabels';
import { useCurrentUser, useSessionStatus } from '@/views/session';

export default function PlanResponsePage() {
  const shareCode = useRouteParam('shareCode');
  const sessionStatus = useSessionStatus();
  const user = useCurrentUser();
  return (
    <PublicLayout>
      {sessionStatus === 'loading'
        ? <Skeleton variant="rounded" height={240} aria-label="Loading plan" />
        : <PlanResponse key={`${shareCode}-${user?.userId ?? ''}`} shareCode={shareCode} signedInName={user?.firstName ?? null} />}
    </PublicLayout>
  );
}

function PlanResponse({ shareCode, signedInName }: { shareCode: string; signedInName: string | null }) {
  const { fetchPlanByCode, answerPlan } = useActors();
  const navigate = useNavigate();
  // The visitor's own year: date labels name the year only when it is another one.
  const today = useMemo(() => ({ year: new Date().getFullYear() }), []);
  const response = useActorRef(
    planResponseMachine.provide({
      actors: { fetchPlanByCode, answerPlan },
      actions: { goToOwnerView: (_, { proposedPlanId }) => navigate(`/proposedplans/${proposedPlanId}`, { replace: true }) },
    }),
    { input: { shareCode, signedInName }, ...actorOptions() },
  );
  const plan = useSelector(response, selectPlan);
  const loading = useSelector(response, selectIsLoading);
  const submitting = useSelector(response, selectIsSubmitting);
  const thanked = useSelector(response, selectIsThanked);
  const accepted = useSelector(response, selectAccepted);
  const reactorName = useSelector(response, selectReactorName);
  const reactionNotes = useSelector(response, selectReactionNotes);
  const errorMessage = useSelector(response, selectErrorMessage);
  const canSubmit = useSelector(response, selectCanSubmit);
  const decided = useSelector(response, selectIsDecided);
  useDocumentTitle(plan?.proposedPlanTitle ?? 'Plan');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    response.send({ type: 'form.submit' });
  };
  const here = `/plan/${shareCode}`;
  const acceptedKeys = new Set(accepted.map(slotKey));

  return (
    <Stack spacing={2}>
      {plan ? <PlanHeading plan={plan} /> : (
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>Plan</Typography>
      )}
      {loading && <Skeleton variant="rounded" height={120} aria-label="Loading plan" />}
      {errorMessage && <Alert severity="error">{errorMessage}</Alert>}

      {thanked && (
        <Alert severity="success">
          Thank you, {signedInName ?? reactorName.trim()}! {plan?.byUserFirstname} will see your answer.
          <br />
          {accepted.length
            ? `Your choices: ${accepted.map((slot) => slotLabel(slot, today)).join('; ')}`
            : 'None of these slots work for you.'}
        </Alert>
      )}

      {decided && plan && <PlanOutcome plan={plan} today={today} />}

      {!thanked && !decided && (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          {plan && (
            <Stack role="group" aria-label="Time slots that suit you">
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>Which of these suit you?</Typography>
              {storedSlots(plan.proposedPlanTimeSlots).map((slot: PlanSlot) => (
                <CheckboxField
                  key={slotKey(slot)}
                  label={slotLabel(slot, today)}
                  disabled={submitting}
                  checked={acceptedKeys.has(slotKey(slot))}
                  onChange={() => response.send({ type: 'slot.toggle', slot })}
                />
              ))}
            </Stack>
          )}
          {signedInName === null ? (
            <TextInput
              label="Your name"
              required
              autoComplete="name"
              value={reactorName}
              disabled={submitting}
              onChange={(event) => response.send({ type: 'name.change', value: event.target.value })}
            />
          ) : (
            <Typography color="text.secondary">Answering as {signedInName}</Typography>
          )}
          <TextInput
            label="Comments"
            required
            multiline
            minRows={2}
            value={reactionNotes}
            disabled={submitting}
            onChange={(event) => response.send({ type: 'notes.change', value: event.target.value })}
          />
          <Button type="submit" variant="contained" size="large" disabled={!canSubmit} loading={submitting}>Send answer</Button>
        </Stack>
      )}

      {signedInName === null && (
        <Typography variant="body2" color="text.secondary">
          Plan with your own people too: <Link component={RouterLink} to={loginPath(here)}>Log in</Link>
          {' or '}<Link component={RouterLink} to={registerPath(here)}>Register</Link>.
        </Typography>
      )}
    </Stack>
  );
}

function PlanHeading({ plan }: { plan: ProposedPlan }) {
  return (
    <Stack spacing={1}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>{plan.proposedPlanTitle}</Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', bgcolor: plan.byUserColor, borderRadius: 2, p: 1 }}>
        <PersonAvatar avatar={plan.byUserAvatar} color={plan.byUserColor} alt="" size={40} />
        <Typography sx={{ color: '#12293A' }}>Proposed by {plan.byUserFirstname}</Typography>
      </Stack>
    </Stack>
  );
}

/** A decided plan: the confirmed slot with a calendar file for every responder, or its cancelation. */
function PlanOutcome({ plan, today }: { plan: ProposedPlan; today: { year: number } }) {
  if (plan.status === 'confirmed' && plan.planOutcomeDate && plan.planOutcomeTimeSlot) {
    return (
      <Alert severity="success" icon={<PlanStatusIcon status="confirmed" decorative />}>
        It&apos;s on: {slotLabel({ date: plan.planOutcomeDate, timeSlot: plan.planOutcomeTimeSlot }, today)}.{' '}
        <Link href={planCalendarUrl(plan.shareCode)} download="funplans-plan.ics">Add to calendar</Link>
      </Alert>
    );
  }
  return <Alert severity="info" icon={<PlanStatusIcon status="canceled" decorative />}>This plan was canceled.</Alert>;
}

import { type FormEvent, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProposedPlan } from '@/domain/contract/proposedPlans';
import { type PlanSlot, slotKey, storedSlots } from '@/domain/planSlots';
import { yearIn } from '@/domain/timeZones';
import {
  type planResponseMachine, selectAccepted, selectCanSubmit, selectErrorMessage, selectIsDecided, selectIsSubmitting,
  selectIsThanked, selectPlan, selectReactionNotes, selectReactorEmail, selectReactorName,
} from '@/machines/planResponseMachine';
import { planCalendarUrl } from '@/services/planCalendar';
import { CheckboxField } from '@/views/components/CheckboxField';
import { SubmitButton } from '@/views/components/SubmitButton';
import { TextInput } from '@/views/components/TextInput';
import { useDrawnThenBrowser } from '@/views/firstScreen';
import { useBrowserTimeZone } from '@/views/hooks/useBrowserTimeZone';
import { useText } from '@/views/hooks/useText';
import { loginPath, registerPath } from '@/views/paths';
import { useCurrentUser } from '@/views/session';
import { PlanStatusIcon } from '@/views/plans/planIcons';
import { zonedSlotLabel } from '@/views/plans/slotLabels';

const currentYear = () => new Date().getFullYear();

interface PlanAnswerProps {
  response: ActorRefFrom<typeof planResponseMachine>;
  shareCode: string;
  signedInName: string | null;
}

/**
 * Everything of a shared plan below its heading: the form that answers it, the thanks, a decided
 * plan's outcome, the errors. Its own chunk, which PlanResponsePage loads once the plan is on
 * screen: MUI's inputs, checkboxes and buttons need not arrive before a responder sees the plan.
 */
export default function PlanAnswer({ response, shareCode, signedInName }: PlanAnswerProps) {
  const { t, i18n } = useLingui();
  const text = useText();
  const plan = useSelector(response, selectPlan);
  // Date labels name the year only when it is another than the visitor's. The server's drawing knows
  // only the owner's (as it knows only their zone), which the app's first render repeats: on New
  // Year's Eve a visitor already in the new year would otherwise not take the drawing over.
  const year = useDrawnThenBrowser(plan ? yearIn(plan.timeZone) : currentYear(), currentYear);
  const today = useMemo(() => ({ year }), [year]);
  // The slots are the owner's day parts; a visitor whose browser keeps other hours is told whose
  // (the server draws them as the owner reads them).
  const viewerTimeZone = useBrowserTimeZone(plan?.timeZone);
  // A signed-in responder's hours on the clock they chose.
  const hourCycle = useCurrentUser()?.hourCycle ?? null;
  const label = (slot: PlanSlot) => (plan ? zonedSlotLabel(slot, today, { plan: plan.timeZone, viewer: viewerTimeZone ?? plan.timeZone }, i18n, hourCycle) : '');
  const submitting = useSelector(response, selectIsSubmitting);
  const thanked = useSelector(response, selectIsThanked);
  const accepted = useSelector(response, selectAccepted);
  const reactorName = useSelector(response, selectReactorName);
  const reactionNotes = useSelector(response, selectReactionNotes);
  const reactorEmail = useSelector(response, selectReactorEmail);
  const errorMessage = useSelector(response, selectErrorMessage);
  const canSubmit = useSelector(response, selectCanSubmit);
  const decided = useSelector(response, selectIsDecided);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    response.send({ type: 'form.submit' });
  };
  const here = `/plan/${shareCode}`;
  const acceptedKeys = new Set(accepted.map(slotKey));

  return (
    <>
      {errorMessage && <Alert severity="error">{text(errorMessage)}</Alert>}

      {thanked && <Thanks name={signedInName ?? reactorName.trim()} owner={plan?.byUserFirstname ?? ''} choices={accepted.map(label)} />}

      {decided && plan && <PlanOutcome plan={plan} label={label} />}

      {!thanked && !decided && (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          {plan && (
            <Stack role="group" aria-label={t`Time slots that suit you`}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}><Trans>Which of these suit you?</Trans></Typography>
              {storedSlots(plan.proposedPlanTimeSlots).map((slot: PlanSlot) => (
                <CheckboxField
                  key={slotKey(slot)}
                  label={label(slot)}
                  disabled={submitting}
                  checked={acceptedKeys.has(slotKey(slot))}
                  onChange={() => response.send({ type: 'slot.toggle', slot })}
                />
              ))}
            </Stack>
          )}
          {signedInName === null ? (
            <TextInput
              label={t`Your name`}
              required
              autoComplete="name"
              value={reactorName}
              disabled={submitting}
              onChange={(event) => response.send({ type: 'name.change', value: event.target.value })}
            />
          ) : (
            <Typography color="text.secondary"><Trans>Answering as {signedInName}</Trans></Typography>
          )}
          <TextInput
            label={t`Comments`}
            required
            multiline
            minRows={2}
            value={reactionNotes}
            disabled={submitting}
            onChange={(event) => response.send({ type: 'notes.change', value: event.target.value })}
          />
          {/* A signed-in responder hears the outcome through their account. */}
          {signedInName === null && (
            <TextInput
              label={t`Email (optional) — to hear which slot is picked`}
              type="email"
              autoComplete="email"
              value={reactorEmail}
              disabled={submitting}
              helperText={t`Used for nothing else, and deleted 30 days after the plan.`}
              onChange={(event) => response.send({ type: 'email.change', value: event.target.value })}
            />
          )}
          <SubmitButton disabled={!canSubmit} loading={submitting}>
            <Trans>Send answer</Trans>
          </SubmitButton>
        </Stack>
      )}

      {signedInName === null && (
        <Typography variant="body2" color="text.secondary">
          <Trans>
            Plan with your own people too: <Link component={RouterLink} to={loginPath(here)}>Log in</Link> or{' '}
            <Link component={RouterLink} to={registerPath(here)}>Register</Link>.
          </Trans>
        </Typography>
      )}
    </>
  );
}

/** The thanks for an answer, with the slots it accepted. */
function Thanks({ name, owner, choices }: { name: string; owner: string; choices: string[] }) {
  const list = choices.join('; ');
  return (
    <Alert severity="success">
      <Trans>Thank you, {name}! {owner} will see your answer.</Trans>
      <br />
      {choices.length ? <Trans>Your choices: {list}</Trans> : <Trans>None of these slots work for you.</Trans>}
    </Alert>
  );
}

/** A decided plan: the confirmed slot with a calendar file for every responder, or its cancelation. */
function PlanOutcome({ plan, label }: { plan: ProposedPlan; label: (slot: PlanSlot) => string }) {
  if (plan.status === 'confirmed' && plan.planOutcomeDate && plan.planOutcomeTimeSlot) {
    const slot = label({ date: plan.planOutcomeDate, timeSlot: plan.planOutcomeTimeSlot });
    return (
      <Alert severity="success" icon={<PlanStatusIcon status="confirmed" decorative />}>
        <Trans>It&apos;s on: {slot}.</Trans>{' '}
        <Link href={planCalendarUrl(plan.shareCode)} download="funplans-plan.ics"><Trans>Add to calendar</Trans></Link>
      </Alert>
    );
  }
  return <Alert severity="info" icon={<PlanStatusIcon status="canceled" decorative />}><Trans>This plan was canceled.</Trans></Alert>;
}

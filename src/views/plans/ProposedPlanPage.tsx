import { Link as RouterLink } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProposedPlanDetail } from '@/domain/contract/proposedPlans';
import { dateLabel } from '@/domain/dateLabels';
import { type PlanSlot, storedSlots } from '@/domain/planSlots';
import {
  reactionPagesMachine, selectCanLoadMore, selectErrorMessage as selectPagesError, selectHasMore, selectIsLoading, selectMoreReactions,
} from '@/machines/reactionPagesMachine';
import { planDetailMachine } from '@/machines/planDetailMachine';
import { winnerDecision, winnerPickMachine } from '@/machines/winnerPickMachine';
import { useActors } from '@/views/actors';
import { DetailPending } from '@/views/components/DetailPending';
import { PageHeader } from '@/views/components/PageHeader';
import { useConfirm } from '@/views/hooks/useConfirm';
import { useCopy } from '@/views/hooks/useCopy';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useRouteParam } from '@/views/hooks/useRouteParam';
import { useText } from '@/views/hooks/useText';
import { useUserToday } from '@/views/hooks/useUserToday';
import { actorOptions } from '@/views/inspection';
import { AvailabilityGrid } from '@/views/plans/AvailabilityGrid';
import { PlanNotificationSettings } from '@/views/plans/PlanNotificationSettings';
import { PlanStatusIcon, STATUS_LABELS } from '@/views/plans/planIcons';
import { shareLink } from '@/views/plans/shareLink';
import { slotLabel } from '@/views/plans/slotLabels';
import { useLoaded } from '@/views/hooks/useLoaded';

export default function ProposedPlanPage() {
  const proposedPlanId = useRouteParam('proposedPlanId');
  return <PlanLoader key={proposedPlanId} proposedPlanId={proposedPlanId} />;
}

function PlanLoader({ proposedPlanId }: { proposedPlanId: string }) {
  const { t } = useLingui();
  const { detail, errorMessage, reload } = useLoaded(planDetailMachine, proposedPlanId);
  useDocumentTitle(detail?.proposedPlanTitle ?? t`Proposed plan`);
  if (!detail) return <DetailPending title={t`Proposed plan`} closeTo="/inbox" errorMessage={errorMessage} onRetry={reload} />;
  // A new owner actor once the plan is decided, so it starts from the plan's new status.
  return <OwnerView key={detail.status} plan={detail} onChanged={reload} />;
}

const winnerOf = (plan: ProposedPlanDetail): PlanSlot | null =>
  (plan.planOutcomeDate && plan.planOutcomeTimeSlot ? { date: plan.planOutcomeDate, timeSlot: plan.planOutcomeTimeSlot } : null);

/**
 * The owner's view (SPEC.md section 2): status, availabilities, share link, answers, and while the
 * plan is proposed, its slots to pick the winner from.
 */
function OwnerView({ plan, onChanged }: { plan: ProposedPlanDetail; onChanged(): void }) {
  const { t, i18n } = useLingui();
  const text = useText();
  const { fetchReactionsPage } = useActors();
  const today = useUserToday();
  const link = shareLink(plan.shareCode);
  const { copy, copied } = useCopy(link);

  const pages = useActorRef(
    reactionPagesMachine.provide({ actors: { fetchReactionsPage } }),
    { input: { proposedPlanId: plan.proposedPlanId, before: plan.nextReactionsBefore }, ...actorOptions() },
  );
  const olderReactions = useSelector(pages, selectMoreReactions);
  const hasMore = useSelector(pages, selectHasMore);
  const canLoadMore = useSelector(pages, selectCanLoadMore);
  const loadingMore = useSelector(pages, selectIsLoading);
  const pagesError = useSelector(pages, selectPagesError);
  const reactions = [...plan.reactions, ...olderReactions];

  const slots = storedSlots(plan.proposedPlanTimeSlots);
  const winner = winnerOf(plan);
  const label = (slot: PlanSlot) => slotLabel(slot, today, i18n);
  const person = plan.personName;
  const winnerLabel = winner && label(winner);
  const shownCount = reactions.length;
  const answerCount = plan.reactionCount;

  return (
    <>
      <PageHeader title={plan.proposedPlanTitle} closeTo="/inbox" errors={[pagesError && text(pagesError)]} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <PlanStatusIcon status={plan.status} decorative />
          <Typography sx={{ fontWeight: 700 }}>{i18n._(STATUS_LABELS[plan.status])}</Typography>
        </Stack>
        {person && <Typography color="text.secondary"><Trans>With {person}</Trans></Typography>}
        {winnerLabel && (
          <Typography sx={{ mt: 1 }}>
            <Trans>Winner: {winnerLabel}</Trans>
            {plan.eventId && <> · <Link component={RouterLink} to={`/calendar/${plan.eventId}`}><Trans>View event</Trans></Link></>}
          </Typography>
        )}
      </Paper>

      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 2 }}>
        <Button variant="contained" onClick={copy}><Trans>Share</Trans></Button>
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }} aria-label={t`Share link`}>{link}</Typography>
      </Stack>
      {copied && <Alert severity="success" sx={{ mt: 1 }}><Trans>Link copied: send it to whoever should answer.</Trans></Alert>}

      <AvailabilityGrid slots={slots} reactions={reactions} counts={plan.acceptedCounts} today={today} winner={winner} />

      {plan.status === 'proposed' && (
        <section aria-labelledby="pick-winner">
          <Typography id="pick-winner" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mt: 3, mb: 1 }}><Trans>Pick winner</Trans></Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {slots.map((slot) => (
              <PickWinner key={`${slot.date}-${slot.timeSlot}`} proposedPlanId={plan.proposedPlanId} slot={slot} label={label(slot)} onPicked={onChanged} />
            ))}
          </Stack>
        </section>
      )}

      {/* Answers close with the plan, and with them what these settings are about. */}
      {plan.status === 'proposed' && <PlanNotificationSettings plan={plan} />}

      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mt: 3, mb: 1 }}><Trans>Reactions</Trans></Typography>
      {reactions.length === 0 ? (
        <Typography color="text.secondary" variant="body2"><Trans>No answers yet. Share the link to collect them.</Trans></Typography>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label={t`Reactions`}>
            {reactions.map((reaction, index) => {
              const slots = storedSlots(reaction.acceptedTimeSlots).map(label).join('; ');
              return (
                <ListItem key={reaction.reactionId} divider={index < reactions.length - 1}>
                  <ListItemText
                    primary={`${reaction.reactorName} · ${dateLabel(reaction.created_at.slice(0, 10), today, i18n.locale)}`}
                    secondary={[
                      slots ? t`Can make: ${slots}` : t`None of these slots work`,
                      reaction.reactionNotes,
                    ].filter(Boolean).join(' — ')}
                  />
                </ListItem>
              );
            })}
          </List>
        </Paper>
      )}
      {hasMore && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
          <Button variant="outlined" disabled={!canLoadMore} loading={loadingMore} onClick={() => pages.send({ type: 'reactions.more' })}>
            <Trans>Show more answers</Trans>
          </Button>
          <Typography variant="body2" color="text.secondary"><Trans>{shownCount} of {answerCount} answers shown</Trans></Typography>
        </Stack>
      )}
    </>
  );
}

interface PickWinnerProps {
  proposedPlanId: string;
  slot: PlanSlot;
  label: string;
  /** The plan is decided: the page loads it again. */
  onPicked(): void;
}

/** A slot to pick as the winner, after a confirmation; why picking it failed shows below the slots. */
function PickWinner({ proposedPlanId, slot, label, onPicked }: PickWinnerProps) {
  const { t } = useLingui();
  // Named for the catalogue, which says 'Pick {pickedLabel}?'.
  const pickedLabel = label;
  const pick = useConfirm(winnerPickMachine, {
    id: winnerDecision(proposedPlanId, slot),
    reportDone: onPicked,
    title: t`Pick ${pickedLabel}?`,
    text: t`The plan is confirmed on this slot and the event is added to your calendar. Answers close.`,
    confirmLabel: t`Pick winner`,
  });
  return (
    <>
      <Button variant="outlined" disabled={!pick.canRequest} onClick={pick.request}>{label}</Button>
      {pick.errorMessage && <Alert severity="error" sx={{ flexBasis: '100%', order: 1 }}>{pick.errorMessage}</Alert>}
      {pick.dialog}
    </>
  );
}

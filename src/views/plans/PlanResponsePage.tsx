import { Suspense, lazy, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProposedPlan } from '@/domain/contract/proposedPlans';
import { planResponseMachine, selectIsLoading, selectPlan } from '@/machines/planResponseMachine';
import { FIRST_ANSWER_KEYS } from '@/domain/pages';
import { useActors } from '@/views/actors';
import { isDrawnByServer, useGivenAnswer } from '@/views/firstScreen';
import { PersonAvatar } from '@/views/components/PersonAvatar';
import { PublicLayout } from '@/views/components/PublicLayout';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useRouteParam } from '@/views/hooks/useRouteParam';
import { actorOptions } from '@/views/inspection';
import { useCurrentUser, useSessionStatus } from '@/views/session';

/** The answer form and the rest below the heading, fetched once the plan is on screen. */
const PlanAnswer = lazy(() => import('@/views/plans/PlanAnswer'));

export default function PlanResponsePage() {
  const { t } = useLingui();
  const shareCode = useRouteParam('shareCode');
  const sessionStatus = useSessionStatus();
  const user = useCurrentUser();
  return (
    <PublicLayout>
      {sessionStatus === 'loading'
        ? <Skeleton variant="rounded" height={240} aria-label={t`Loading plan`} />
        : <PlanResponse key={`${shareCode}-${user?.userId ?? ''}`} shareCode={shareCode} signedInName={user?.firstName ?? null} />}
    </PublicLayout>
  );
}

/**
 * The plan's heading first, then (PlanAnswer) its form. A responder on a phone sees the plan as
 * soon as this page's code has run, with the plan from the page's own HTML (src/server/firstScreenAnswers.ts):
 * the form's code (MUI's inputs, checkboxes and buttons) is fetched once the heading is on screen,
 * where the heading used to wait for it (docs/PERFORMANCE.md).
 */
function PlanResponse({ shareCode, signedInName }: { shareCode: string; signedInName: string | null }) {
  const { t } = useLingui();
  const { fetchPlanByCode, answerPlan } = useActors();
  const navigate = useNavigate();
  const given = useGivenAnswer<ProposedPlan>(FIRST_ANSWER_KEYS.fetchPlanByCode(shareCode));
  const response = useActorRef(
    planResponseMachine.provide({
      actors: { fetchPlanByCode, answerPlan },
      actions: { goToOwnerView: (_, { proposedPlanId }) => navigate(`/proposedplans/${proposedPlanId}`, { replace: true }) },
    }),
    { input: { shareCode, signedInName, given }, ...actorOptions() },
  );
  const plan = useSelector(response, selectPlan);
  const loading = useSelector(response, selectIsLoading);
  useDocumentTitle(plan?.proposedPlanTitle ?? t`Plan`);
  // The form's code is asked for once this first render has had its turn: a plan that came with
  // the page is on screen by then, and a plan still on its way gets the form, as before, a moment
  // after the page appears. A page the server drew has the form drawn already.
  const [answerShown, showAnswer] = useState(isDrawnByServer);
  useEffect(() => {
    const timer = setTimeout(() => showAnswer(true));
    return () => clearTimeout(timer);
  }, []);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {plan ? <PlanHeading plan={plan} /> : (
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}><Trans>Plan</Trans></Typography>
      )}
      {loading && <Skeleton variant="rounded" height={120} aria-label={t`Loading plan`} />}
      <Suspense fallback={null}>
        {answerShown && <PlanAnswer response={response} shareCode={shareCode} signedInName={signedInName} />}
      </Suspense>
    </Box>
  );
}

function PlanHeading({ plan }: { plan: ProposedPlan }) {
  const owner = plan.byUserFirstname;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>{plan.proposedPlanTitle}</Typography>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', bgcolor: plan.byUserColor, borderRadius: 2, p: 1 }}>
        <PersonAvatar avatar={plan.byUserAvatar} color={plan.byUserColor} alt="" size={40} />
        <Typography sx={{ color: '#12293A' }}><Trans>Proposed by {owner}</Trans></Typography>
      </Box>
    </Box>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRICING_PLAN_LABELS, SIGNUP_ORIGIN_LABELS, USER_RIGHTS_LABELS } from '@/domain/accountLabels';
import type { AdminUserDetail, PricingPlan } from '@/domain/contract/users';
import { dateLabel } from '@/domain/dateLabels';
import { dayOf } from '@/domain/dayOf';
import { eventTitle } from '@/domain/eventTitle';
import { MEET_FREQUENCY_LABELS } from '@/domain/lastSeen';
import { userRestoreMachine } from '@/machines/userRestoreMachine';
import { userSoftDeleteMachine } from '@/machines/userSoftDeleteMachine';
import { planChangeMachine, selectErrorMessage as selectPlanError, selectIsSaving } from '@/machines/planChangeMachine';
import { adminUserDetailMachine } from '@/machines/adminUserDetailMachine';
import { useActors } from '@/views/actors';
import { NotAdminAlert } from '@/views/admin/NotAdminAlert';
import { adminUserName, eventCount, peopleCount } from '@/views/admin/adminLabels';
import { DetailPending } from '@/views/components/DetailPending';
import { EventList } from '@/views/components/EventList';
import { PageHeader } from '@/views/components/PageHeader';
import { useConfirm } from '@/views/hooks/useConfirm';
import { useLoaded } from '@/views/hooks/useLoaded';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useRouteParam } from '@/views/hooks/useRouteParam';
import { useUserToday } from '@/views/hooks/useUserToday';
import { actorOptions } from '@/views/inspection';
import { useSignedInUser } from '@/views/session';

export default function AdminUserPage() {
  const { t } = useLingui();
  const userId = useRouteParam('userId');
  const { detail, errorMessage, reload } = useLoaded(adminUserDetailMachine, userId);
  useDocumentTitle(detail ? adminUserName(detail.userDetails) : t`User`);
  if (!detail) {
    return (
      <>
        <NotAdminAlert />
        <DetailPending title={t`User`} closeTo="/admin" errorMessage={errorMessage} onRetry={reload} />
      </>
    );
  }
  // New delete and restore actors once the user is deleted or restored, so each can be done again.
  return <AdminUser key={detail.userDetails.deleted_at ?? 'live'} detail={detail} reload={reload} />;
}

const OTHER_PLAN: Record<PricingPlan, PricingPlan> = { TRIAL: 'STANDARD', STANDARD: 'TRIAL' };

function AdminUser({ detail, reload }: { detail: AdminUserDetail; reload(): void }) {
  const { t, i18n } = useLingui();
  const user = detail.userDetails;
  const { timeZone } = useSignedInUser();
  const today = useUserToday();
  const day = (instant: string) => dateLabel(dayOf(instant, timeZone), today, i18n.locale);
  const { changePlan } = useActors();
  const name = `${user.firstName} ${user.lastName}`;

  const deletion = useConfirm(userSoftDeleteMachine, {
    id: user.userId,
    reportDone: reload,
    title: t`Delete ${name}?`,
    text: t`They are logged out at once and can no longer log in. Their data stays for the records.`,
  });
  const restoring = useConfirm(userRestoreMachine, {
    id: user.userId,
    reportDone: reload,
    title: t`Restore ${name}?`,
    text: t`They can log in again and find everything as it was; the others see them again.`,
    confirmLabel: t`Restore`,
  });

  const plan = useActorRef(
    planChangeMachine.provide({ actors: { changePlan }, actions: { reportChanged: reload } }),
    { input: { userId: user.userId }, ...actorOptions() },
  );
  const savingPlan = useSelector(plan, selectIsSaving);
  const planError = useSelector(plan, selectPlanError);
  const otherPlan = i18n._(PRICING_PLAN_LABELS[OTHER_PLAN[user.pricingPlan]]);
  const pricingPlan = i18n._(PRICING_PLAN_LABELS[user.pricingPlan]);
  const trialEnd = user.pricingPlan === 'TRIAL' && user.trialExpirationDate ? dateLabel(user.trialExpirationDate, today, i18n.locale) : null;
  const origin = i18n._(SIGNUP_ORIGIN_LABELS[user.signupOrigin]);

  const facts: [string, string][] = [
    [t`Email`, user.email ?? '—'],
    [t`Username`, user.username],
    [t`Signed up`, `${day(user.created_at)} (${origin})`],
    [t`Rights`, i18n._(USER_RIGHTS_LABELS[user.rights])],
    [t({ message: "Plan", context: "pricing plan" }), trialEnd ? t`${pricingPlan} until ${trialEnd}` : pricingPlan],
    [t`Lives in`, [user.city, user.country].filter(Boolean).join(', ') || '—'],
    [t`Keeps`, `${peopleCount(user.personCount)}, ${eventCount(user.eventCount)}`],
    ...(user.deleted_at ? [[t`Deleted`, day(user.deleted_at)] as [string, string]] : []),
  ];

  return (
    <>
      <PageHeader title={adminUserName(user)} closeTo="/admin" errors={[deletion.errorMessage, restoring.errorMessage, planError && i18n._(planError)]} />
      <NotAdminAlert />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
          {facts.map(([term, value]) => [
            <Typography key={`${term}-t`} component="dt" color="text.secondary">{term}</Typography>,
            <Typography key={`${term}-d`} component="dd" sx={{ m: 0 }}>{value}</Typography>,
          ])}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
          {/* A deleted user is gone but for this page: restore them before changing anything. */}
          {user.deleted_at ? (
            <Button variant="outlined" disabled={!restoring.canRequest} onClick={restoring.request}><Trans>Restore user</Trans></Button>
          ) : (
            <Button variant="outlined" loading={savingPlan} onClick={() => plan.send({ type: 'plan.change', pricingPlan: OTHER_PLAN[user.pricingPlan] })}>
              <Trans>Switch to {otherPlan}</Trans>
            </Button>
          )}
          {/* Admins cannot be deleted (the server refuses it too), so no admin can lock the others out. */}
          {!user.deleted_at && user.rights !== 'ADMIN' && (
            <Button color="error" variant="outlined" disabled={!deletion.canRequest} onClick={deletion.request}><Trans>Delete user</Trans></Button>
          )}
        </Stack>
        {user.deleted_at && <Alert severity="info" sx={{ mt: 2 }}><Trans>This user is deleted: they can no longer log in until restored.</Trans></Alert>}
      </Paper>
      <EventList
        title={t`Feedback`}
        items={detail.userFeedback.map((entry) => ({ key: entry.feedbackId, primary: entry.feedbackText, secondary: day(entry.created_at) }))}
        empty={t`No feedback yet.`}
      />
      <EventList
        title={t`Network`}
        items={detail.userNetwork.map((person) => ({
          key: person.personId, primary: person.personName, secondary: i18n._(MEET_FREQUENCY_LABELS[person.meetFrequency]),
        }))}
        empty={t`No people yet.`}
      />
      <EventList
        title={t`Recent events`}
        items={detail.userRecentEvents.map((event) => ({
          key: event.eventId, primary: eventTitle(event), secondary: dateLabel(event.eventDate, today, i18n.locale),
        }))}
        empty={t`No events yet.`}
      />
      {deletion.dialog}
      {restoring.dialog}
    </>
  );
}

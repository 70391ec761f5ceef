import { useActorRef, useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminUserDetail, PricingPlan } from '@/domain/contract/users';
import { dateLabel } from '@/domain/dateLabels';
import { dayOf } from '@/domain/dayOf';
import { eventTitle } from '@/domain/eventTitle';
import { userRestoreMachine } from '@/machines/userRestoreMachine';
import { userSoftDeleteMachine } from '@/machines/userSoftDeleteMachine';
import { planChangeMachine, selectErrorMessage as selectPlanError, selectIsSaving } from '@/machines/planChangeMachine';
import { adminUserDetailMachine } from '@/machines/adminUserDetailMachine';
import { useActors } from '@/views/actors';
import { NotAdminAlert } from '@/views/admin/NotAdminAlert';
import { adminUserName } from '@/views/admin/adminLabels';
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
  const userId = useRouteParam('userId');
  const { detail, errorMessage, reload } = useLoaded(adminUserDetailMachine, userId);
  useDocumentTitle(detail ? adminUserName(detail.userDetails) : 'User');
  if (!detail) {
    return (
      <>
        <NotAdminAlert />
        <DetailPending title="User" closeTo="/admin" errorMessage={errorMessage} onRetry={reload} />
      </>
    );
  }
  // New delete and restore actors once the user is deleted or restored, so each can be done again.
  return <AdminUser key={detail.userDetails.deleted_at ?? 'live'} detail={detail} reload={reload} />;
}

const OTHER_PLAN: Record<PricingPlan, PricingPlan> = { TRIAL: 'STANDARD', STANDARD: 'TRIAL' };

function AdminUser({ detail, reload }: { detail: AdminUserDetail; reload(): void }) {
  const user = detail.userDetails;
  const { timeZone } = useSignedInUser();
  const today = useUserToday();
  const day = (instant: string) => dateLabel(dayOf(instant, timeZone), today);
  const { changePlan } = useActors();
  const name = `${user.firstName} ${user.lastName}`;

  const deletion = useConfirm(userSoftDeleteMachine, {
    id: user.userId,
    reportDone: reload,
    title: `Delete ${name}?`,
    text: 'They are logged out at once and can no longer log in. Their data stays for the records.',
  });
  const restoring = useConfirm(userRestoreMachine, {
    id: user.userId,
    reportDone: reload,
    title: `Restore ${name}?`,
    text: 'They can log in again and find everything as it was; the others see them again.',
    confirmLabel: 'Restore',
  });

  const plan = useActorRef(
    planChangeMachine.provide({ actors: { changePlan }, actions: { reportChanged: reload } }),
    { input: { userId: user.userId }, ...actorOptions() },
  );
  const savingPlan = useSelector(plan, selectIsSaving);
  const planError = useSelector(plan, selectPlanError);
  const otherPlan = OTHER_PLAN[user.pricingPlan];

  const facts: [string, string][] = [
    ['Email', user.email ?? '—'],
    ['Username', user.username],
    ['Signed up', `${day(user.created_at)} (${user.signupOrigin})`],
    ['Rights', user.rights],
    ['Plan', user.pricingPlan + (user.pricingPlan === 'TRIAL' && user.trialExpirationDate ? ` until ${dateLabel(user.trialExpirationDate, today)}` : '')],
    ['Lives in', [user.city, user.country].filter(Boolean).join(', ') || '—'],
    ['Keeps', `${user.personCount} people, ${user.eventCount} events`],
    ...(user.deleted_at ? [['Deleted', day(user.deleted_at)] as [string, string]] : []),
  ];

  return (
    <>
      <PageHeader title={adminUserName(user)} closeTo="/admin" errors={[deletion.errorMessage, restoring.errorMessage, planError]} />
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
            <Button variant="outlined" disabled={!restoring.canRequest} onClick={restoring.request}>Restore user</Button>
          ) : (
            <Button variant="outlined" loading={savingPlan} onClick={() => plan.send({ type: 'plan.change', pricingPlan: otherPlan })}>
              Switch to {otherPlan}
            </Button>
          )}
          {/* Admins cannot be deleted (the server refuses it too), so no admin can lock the others out. */}
          {!user.deleted_at && user.rights !== 'ADMIN' && (
            <Button color="error" variant="outlined" disabled={!deletion.canRequest} onClick={deletion.request}>Delete user</Button>
          )}
        </Stack>
        {user.deleted_at && <Alert severity="info" sx={{ mt: 2 }}>This user is deleted: they can no longer log in until restored.</Alert>}
      </Paper>
      <EventList
        title="Feedback"
        items={detail.userFeedback.map((entry) => ({ key: entry.feedbackId, primary: entry.feedbackText, secondary: day(entry.created_at) }))}
        empty="No feedback yet."
      />
      <EventList
        title="Network"
        items={detail.userNetwork.map((person) => ({ key: person.personId, primary: person.personName, secondary: person.meetFrequency }))}
        empty="No people yet."
      />
      <EventList
        title="Recent events"
        items={detail.userRecentEvents.map((event) => ({
          key: event.eventId, primary: eventTitle(event), secondary: dateLabel(event.eventDate, today),
        }))}
        empty="No events yet."
      />
      {deletion.dialog}
      {restoring.dialog}
    </>
  );
}

import { Suspense, lazy } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PersonDetail } from '@/domain/contract/people';
import { personSubtitle } from '@/domain/lastSeen';
import { splitAtToday } from '@/domain/personEvents';
import { yearlyLabel } from '@/domain/yearlyEvents';
import { personDeleteMachine } from '@/machines/personDeleteMachine';
import { personPageMachine, selectCanCancel, selectIsIndicatingPlan } from '@/machines/personPageMachine';
import { personDetailMachine } from '@/machines/personDetailMachine';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { actorOptions } from '@/views/inspection';
import { DetailPending } from '@/views/components/DetailPending';
import { EventList, funPlanItem } from '@/views/components/EventList';
import { FlashAlert, flashState } from '@/views/components/flash';
import { FloatingAction } from '@/views/components/FloatingAction';
import { MessageIcon } from '@/views/network/networkIcons';
import { ACTION_ICONS, PersonHeader } from '@/views/network/PersonHeader';
import { useConfirm } from '@/views/hooks/useConfirm';
import { useLoaded } from '@/views/hooks/useLoaded';
import { useRouteParam } from '@/views/hooks/useRouteParam';
import { useIsDesktop } from '@/views/hooks/useIsDesktop';
import { useUserToday } from '@/views/hooks/useUserToday';
import { NetworkSplit } from '@/views/network/NetworkSplit';

// The week planner behind 'Indicate plan' loads when it is first opened.
const WeekWithDayPanel = lazy(async () => ({ default: (await import('@/views/calendar/WeekWithDayPanel')).WeekWithDayPanel }));

/** /network/{id}: a person's page; on a desktop beside the network's list. */
export default function PersonPage() {
  const personId = useRouteParam('personId');
  const desktop = useIsDesktop();
  const page = <PersonLoader key={personId} personId={personId} />;
  return desktop ? <NetworkSplit selectedPersonId={personId}>{page}</NetworkSplit> : page;
}

function PersonLoader({ personId }: { personId: string }) {
  const { t } = useLingui();
  const { detail, errorMessage, reload } = useLoaded(personDetailMachine, personId);
  useDocumentTitle(detail?.personDetails.personName ?? t`Person`);
  if (!detail) return <DetailPending title={t`Person`} closeTo="/network" errorMessage={errorMessage} onRetry={reload} />;
  return <PersonProfile detail={detail} onEventsChanged={reload} />;
}

/** Opens a web deep link in a new tab and an app scheme (sms:) in place. */
function openExternal(url: string) {
  if (/^https?:/.test(url)) window.open(url, '_blank', 'noopener,noreferrer');
  else window.location.assign(url);
}

function PersonProfile({ detail, onEventsChanged }: { detail: PersonDetail; onEventsChanged(): void }) {
  const person = detail.personDetails;
  const { personId, personName } = person;
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const today = useUserToday();

  const page = useActorRef(
    personPageMachine.provide({
      actions: {
        openMessagingApp: (_, { url }) => openExternal(url),
        goToEditForMessaging: (_, { personId: id, message }) =>
          navigate(`/network/${id}/edit`, flashState({ severity: 'warning', message })),
      },
    }),
    {
      input: {
        personId,
        messaging: { externalMessagingPlatform: person.externalMessagingPlatform, externalMessagingId: person.externalMessagingId },
      },
      ...actorOptions(),
    },
  );
  const indicating = useSelector(page, selectIsIndicatingPlan);
  const canCancel = useSelector(page, selectCanCancel);

  const deletion = useConfirm(personDeleteMachine, {
    id: personId,
    reportDone: () => navigate('/network', { replace: true }),
    title: t`Delete ${personName}?`,
    text: t`Their events, recurring events and plans are deleted with them.`,
  });

  const { upcoming, recent } = splitAtToday(detail.recentEvents, today);
  const recurringPath = `/network/${personId}/editrecurringevents`;

  return (
    <>
      <PersonHeader
        person={person}
        connections={detail.userConnections}
        seenLine={personSubtitle({ ...person, personNotes: null }, today)}
        actions={[
          { name: t`Delete`, icon: ACTION_ICONS.delete, disabled: !deletion.canRequest, onClick: deletion.request },
          { name: t`Edit`, icon: ACTION_ICONS.edit, disabled: false, onClick: () => navigate(`/network/${personId}/edit`) },
          { name: t`Recurring Events`, icon: ACTION_ICONS.recurring, disabled: false, onClick: () => navigate(recurringPath) },
        ]}
      />
      <FlashAlert />
      {deletion.errorMessage && <Alert severity="error" sx={{ mb: 2 }}>{deletion.errorMessage}</Alert>}
      {deletion.doneMessage && <Alert severity="success" sx={{ mb: 2 }}>{deletion.doneMessage}</Alert>}
      {person.personNotes && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Typography variant="overline" component="h2" color="text.secondary"><Trans>Notes</Trans></Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{person.personNotes}</Typography>
        </Paper>
      )}

      <Stack direction="row" spacing={1} sx={{ '& > *': { flex: 1, px: 1, whiteSpace: 'nowrap' } }}>
        <Button
          variant={indicating ? 'contained' : 'outlined'}
          aria-pressed={indicating}
          onClick={() => page.send({ type: 'plan.indicate' })}
        >
          <Trans>Indicate plan</Trans>
        </Button>
        <Button variant="outlined" component={RouterLink} to={`/proposeplan/${personId}`}><Trans>Propose plan</Trans></Button>
        <Button variant="outlined" color="inherit" disabled={!canCancel} onClick={() => page.send({ type: 'plan.cancel' })}>
          <Trans>Cancel</Trans>
        </Button>
      </Stack>
      {indicating && (
        <Box sx={{ mt: 2 }}>
          <Suspense>
            <WeekWithDayPanel indicated={{ personId, personName }} onCreated={onEventsChanged} />
          </Suspense>
        </Box>
      )}

      <EventList title={t`Upcoming events`} items={upcoming.map(funPlanItem)} empty={t`Nothing planned yet.`} />
      <EventList title={t`Recent events`} items={recent.map(funPlanItem)} empty={t`No events yet.`} />
      <EventList
        title={t`Recurring events`}
        items={detail.recurringEvents.map((event) => ({
          key: event.recurringEventId,
          to: `/recurringevents/${event.recurringEventId}`,
          primary: event.recurringEventName,
          secondary: yearlyLabel(event),
        }))}
        empty={<Trans>No birthdays or other yearly events yet. <Link component={RouterLink} to={recurringPath}>Add one</Link></Trans>}
      />

      <FloatingAction>
        <Fab color="secondary" aria-label={t`Message ${personName}`} onClick={() => page.send({ type: 'message.open' })}>
          <MessageIcon />
        </Fab>
      </FloatingAction>
      {deletion.dialog}
    </>
  );
}

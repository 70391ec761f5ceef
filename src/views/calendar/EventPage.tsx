import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Event } from '@/domain/contract/events';
import { dateLabel } from '@/domain/dateLabels';
import { eventTitle } from '@/domain/eventTitle';
import { slotLabel } from '@/domain/timesOfDay';
import { eventDeleteMachine } from '@/machines/eventDeleteMachine';
import { eventDetailMachine } from '@/machines/eventDetailMachine';
import { ActionsDial } from '@/views/components/ActionsDial';
import { DetailPending } from '@/views/components/DetailPending';
import { FlashAlert } from '@/views/components/flash';
import { PersonAvatar } from '@/views/components/PersonAvatar';
import { useConfirm } from '@/views/hooks/useConfirm';
import { useLoaded } from '@/views/hooks/useLoaded';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useRouteParam } from '@/views/hooks/useRouteParam';
import { useUserToday } from '@/views/hooks/useUserToday';
import { BackIcon, DeleteIcon, EditIcon } from '@/views/icons';
import { ACTIVITY_NAMES, STATUS_NAMES } from '@/views/calendar/eventLabels';

export default function EventPage() {
  const eventId = useRouteParam('eventId');
  return <EventLoader key={eventId} eventId={eventId} />;
}

function EventLoader({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  const { detail, errorMessage, reload } = useLoaded(eventDetailMachine, eventId);
  useDocumentTitle(detail ? eventTitle(detail) : t`Event`);
  if (!detail) return <DetailPending title={t`Event`} closeTo="/" errorMessage={errorMessage} onRetry={reload} />;
  return <EventDetails event={detail} />;
}

/** SPEC.md section 2: the event with its activity's picture, its person, and what can be done with it. */
function EventDetails({ event }: { event: Event }) {
  const { t, i18n } = useLingui();
  const today = useUserToday();
  const navigate = useNavigate();
  const deletion = useConfirm(eventDeleteMachine, {
    id: event.eventId,
    reportDone: () => navigate('/', { replace: true }),
    title: t`Delete this event?`,
    text: t`Sure you want to delete this event?`,
  });
  const title = eventTitle(event);
  const activity = event.eventActivity;
  const activityName = activity && i18n._(ACTIVITY_NAMES[activity]);

  return (
    <>
      <Box component="header" sx={{ position: 'relative', mx: -2, mt: -2, mb: 2 }}>
        {activity ? (
          <Box component="img" src={`/img/activities/${activity}.jpg`} alt={t`${activityName} illustration`} sx={{ display: 'block', width: '100%', aspectRatio: '12 / 5', objectFit: 'cover' }} />
        ) : <Box sx={{ height: 120, bgcolor: 'primary.light' }} />}
        <IconButton component={RouterLink} to="/network" aria-label={t`Back to network`} sx={{ position: 'absolute', top: 8, left: 8, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}>
          <BackIcon />
        </IconButton>
        <ActionsDial
          label={t`Event actions`}
          actions={[
            { name: t`Delete`, icon: <DeleteIcon />, disabled: !deletion.canRequest, onClick: deletion.request },
            { name: t`Edit`, icon: <EditIcon />, disabled: false, onClick: () => navigate(`/calendar/${event.eventId}/edit`) },
          ]}
        />
        {event.personName && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 2, py: 1, bgcolor: event.personColor ?? 'primary.light' }}>
            {event.personAvatar && <PersonAvatar avatar={event.personAvatar} color={event.personColor ?? '#FFFFFF'} alt="" size={40} />}
            <Typography sx={{ fontWeight: 700 }}>{event.personName}</Typography>
          </Stack>
        )}
      </Box>
      <FlashAlert />
      {deletion.errorMessage && <Alert severity="error" sx={{ mb: 2 }}>{deletion.errorMessage}</Alert>}
      {deletion.doneMessage && <Alert severity="success" sx={{ mb: 2 }}>{deletion.doneMessage}</Alert>}
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2, overflowWrap: 'anywhere' }}>{title}</Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.5 }}>
          <Typography component="dt" color="text.secondary"><Trans>Date</Trans></Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>{dateLabel(event.eventDate, today, i18n.locale)}</Typography>
          <Typography component="dt" color="text.secondary"><Trans>Time</Trans></Typography>
          <Typography component="dd" sx={{ m: 0 }}>{slotLabel(event.eventTimeSlot)}</Typography>
          <Typography component="dt" color="text.secondary"><Trans>Activity</Trans></Typography>
          <Typography component="dd" sx={{ m: 0 }}>{activityName || t`Activity`}</Typography>
          <Typography component="dt" color="text.secondary"><Trans>Status</Trans></Typography>
          <Typography component="dd" sx={{ m: 0 }}>{i18n._(STATUS_NAMES[event.status])}</Typography>
          {event.personId && (
            <>
              <Typography component="dt" color="text.secondary"><Trans>With</Trans></Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                <Link component={RouterLink} to={`/network/${event.personId}`}>{event.personName}</Link>
              </Typography>
            </>
          )}
          {event.eventNotes && (
            <>
              <Typography component="dt" color="text.secondary"><Trans>Notes</Trans></Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{event.eventNotes}</Typography>
            </>
          )}
        </Box>
        {event.createdFromExternalEventId && (
          <Link component={RouterLink} to={`/externalcalendar/${encodeURIComponent(event.createdFromExternalEventId)}`} sx={{ display: 'inline-block', mt: 2 }}>
            <Trans>Created from external event</Trans>
          </Link>
        )}
      </Paper>
      {deletion.dialog}
    </>
  );
}

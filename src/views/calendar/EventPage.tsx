import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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

export default function EventPage() {
  const eventId = useRouteParam('eventId');
  return <EventLoader key={eventId} eventId={eventId} />;
}

function EventLoader({ eventId }: { eventId: string }) {
  const { detail, errorMessage, reload } = useLoaded(eventDetailMachine, eventId);
  useDocumentTitle(detail ? eventTitle(detail) : 'Event');
  if (!detail) return <DetailPending title="Event" closeTo="/" errorMessage={errorMessage} onRetry={reload} />;
  return <EventDetails event={detail} />;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** SPEC.md section 2: the event with its activity's picture, its person, and what can be done with it. */
function EventDetails({ event }: { event: Event }) {
  const today = useUserToday();
  const navigate = useNavigate();
  const deletion = useConfirm(eventDeleteMachine, {
    id: event.eventId,
    reportDone: () => navigate('/', { replace: true }),
    title: 'Delete this event?',
    text: 'Sure you want to delete this event?',
  });
  const title = eventTitle(event);
  const activity = event.eventActivity;

  return (
    <>
      <Box component="header" sx={{ position: 'relative', mx: -2, mt: -2, mb: 2 }}>
        {activity ? (
          <Box component="img" src={`/img/activities/${activity}.jpg`} alt={`${capitalised(activity)} illustration`} sx={{ display: 'block', width: '100%', aspectRatio: '12 / 5', objectFit: 'cover' }} />
        ) : <Box sx={{ height: 120, bgcolor: 'primary.light' }} />}
        <IconButton component={RouterLink} to="/network" aria-label="Back to network" sx={{ position: 'absolute', top: 8, left: 8, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}>
          <BackIcon />
        </IconButton>
        <ActionsDial
          label="Event actions"
          actions={[
            { name: 'Delete', icon: <DeleteIcon />, disabled: !deletion.canRequest, onClick: deletion.request },
            { name: 'Edit', icon: <EditIcon />, disabled: false, onClick: () => navigate(`/calendar/${event.eventId}/edit`) },
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
          <Typography component="dt" color="text.secondary">Date</Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>{dateLabel(event.eventDate, today)}</Typography>
          <Typography component="dt" color="text.secondary">Time</Typography>
          <Typography component="dd" sx={{ m: 0 }}>{slotLabel(event.eventTimeSlot)}</Typography>
          <Typography component="dt" color="text.secondary">Activity</Typography>
          <Typography component="dd" sx={{ m: 0 }}>{activity ? capitalised(activity) : 'Activity'}</Typography>
          <Typography component="dt" color="text.secondary">Status</Typography>
          <Typography component="dd" sx={{ m: 0 }}>{capitalised(event.status)}</Typography>
          {event.personId && (
            <>
              <Typography component="dt" color="text.secondary">With</Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                <Link component={RouterLink} to={`/network/${event.personId}`}>{event.personName}</Link>
              </Typography>
            </>
          )}
          {event.eventNotes && (
            <>
              <Typography component="dt" color="text.secondary">Notes</Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{event.eventNotes}</Typography>
            </>
          )}
        </Box>
        {event.createdFromExternalEventId && (
          <Link component={RouterLink} to={`/externalcalendar/${encodeURIComponent(event.createdFromExternalEventId)}`} sx={{ display: 'inline-block', mt: 2 }}>
            Created from external event
          </Link>
        )}
      </Paper>
      {deletion.dialog}
    </>
  );
}

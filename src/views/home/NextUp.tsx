import { Link as RouterLink } from 'react-router-dom';
import { Temporal } from 'temporal-polyfill';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Event } from '@/domain/contract/events';
import type { Home } from '@/domain/contract/home';
import { dateLabel } from '@/domain/dateLabels';
import { eventLink } from '@/domain/eventLinks';
import { eventTitle } from '@/domain/eventTitle';
import { slotLabel } from '@/domain/timesOfDay';
import { PersonAvatar } from '@/views/components/PersonAvatar';

/** Home's Next Up card: the next plan, or a nudge to add people; a placeholder while Home loads. */
export function NextUp({ home, today }: { home: Home | null; today: Temporal.PlainDate }) {
  const { t } = useLingui();
  if (!home) return <Skeleton variant="rounded" height={88} sx={{ mb: 2 }} aria-label={t`Loading next up`} />;
  const next = home.nextUp;
  return (
    <Paper component="section" aria-labelledby="next-up-title" variant="outlined" sx={{ p: 1.5, mb: 2, bgcolor: next?.personColor ?? 'background.paper' }}>
      <Typography id="next-up-title" variant="overline" component="h2"><Trans>Next Up</Trans></Typography>
      {next ? <NextUpEvent event={next} today={today} /> : (
        <Box>
          <Typography sx={{ fontWeight: 600 }}><Trans>Nothing coming up!</Trans></Typography>
          <Link component={RouterLink} to="/network/add"><Trans>Add people to your network</Trans></Link>
        </Box>
      )}
    </Paper>
  );
}

function NextUpEvent({ event, today }: { event: Event; today: Temporal.PlainDate }) {
  const { i18n } = useLingui();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      {event.personAvatar && <PersonAvatar avatar={event.personAvatar} color={event.personColor ?? '#FFFFFF'} alt="" size={48} />}
      <Box sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={eventLink(event)} color="inherit" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {eventTitle(event)}
        </Link>
        <Typography variant="body2">{dateLabel(event.eventDate, today, i18n.locale)} · {slotLabel(event.eventTimeSlot)}</Typography>
      </Box>
    </Stack>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Temporal } from 'temporal-polyfill';
import type { User } from '@/domain/contract/auth';
import { dateLabel } from '@/domain/dateLabels';
import { profileEventsMachine } from '@/machines/profileEventsMachine';
import { EventList, funPlanItem } from '@/views/components/EventList';
import { FlashAlert } from '@/views/components/flash';
import { useLoaded } from '@/views/hooks/useLoaded';
import { PageHeader } from '@/views/components/PageHeader';
import { PersonAvatar } from '@/views/components/PersonAvatar';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useUserToday } from '@/views/hooks/useUserToday';
import { useSignedInUser } from '@/views/session';

const LINKS = [
  { to: '/reports', label: 'Reports' },
  { to: '/holidays', label: 'Holidays & Anniversaries' },
  { to: '/connections', label: 'Connections' },
];

const birthdayLabel = (birthDate: string) =>
  Temporal.PlainDate.from(birthDate).toLocaleString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

const locationOf = (user: User) => [user.city, user.country].filter(Boolean).join(', ');

/** The user's own profile: who, where, birthday and plan, with links to the pages about them. */
export default function ProfilePage() {
  useDocumentTitle('Me');
  const user = useSignedInUser();
  const today = useUserToday();
  const plan = user.pricingPlan === 'TRIAL' && user.trialExpirationDate
    ? `TRIAL until ${dateLabel(user.trialExpirationDate, today)}`
    : user.pricingPlan;
  return (
    <>
      <PageHeader title="Me" />
      <FlashAlert />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <PersonAvatar avatar={user.userAvatar} color={user.userColor} alt="Your avatar" size={72} />
          <Box>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>{`${user.firstName} ${user.lastName}`}</Typography>
            {user.email && <Typography color="text.secondary">{user.email}</Typography>}
          </Box>
        </Stack>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
          <Typography component="dt" color="text.secondary">Location</Typography>
          <Typography component="dd" sx={{ m: 0 }}>{locationOf(user) || 'Not set yet'}</Typography>
          <Typography component="dt" color="text.secondary">Birthday</Typography>
          <Typography component="dd" sx={{ m: 0 }}>{user.birthDate ? birthdayLabel(user.birthDate) : 'Not set yet'}</Typography>
          <Typography component="dt" color="text.secondary">Plan</Typography>
          <Typography component="dd" sx={{ m: 0 }}>{plan}</Typography>
        </Box>
        {user.city && user.country && !user.geo && (
          <Alert severity="warning" sx={{ mt: 2 }}>{`No geo info found for ${user.city}, ${user.country}`}</Alert>
        )}
        <Button component={RouterLink} to="/profile/edit" variant="contained" sx={{ mt: 2 }}>Edit profile</Button>
      </Paper>
      <Paper variant="outlined" sx={{ mt: 2 }}>
        <List disablePadding aria-label="More about you">
          {LINKS.map(({ to, label }) => (
            <ListItem key={to} disablePadding divider={to !== '/connections'}>
              <ListItemButton component={RouterLink} to={to}>
                <ListItemText primary={label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      <ProfileEventLists today={today.toString()} />
    </>
  );
}

/** SPEC.md section 2: the user's Upcoming and Recent History fun plans. */
function ProfileEventLists({ today }: { today: string }) {
  const { detail, errorMessage, reload } = useLoaded(profileEventsMachine, today);
  if (errorMessage) {
    return (
      <Alert severity="error" sx={{ mt: 2 }} action={<Button color="inherit" size="small" onClick={reload}>Try again</Button>}>
        {errorMessage}
      </Alert>
    );
  }
  const loading = detail === null ? 'Loading ...' : null;
  return (
    <>
      <EventList title="Upcoming" items={(detail?.upcoming ?? []).map(funPlanItem)} empty={loading ?? 'Nothing planned yet.'} />
      <EventList title="Recent History" items={(detail?.recent ?? []).map(funPlanItem)} empty={loading ?? 'No events yet.'} />
    </>
  );
}

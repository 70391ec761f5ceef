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
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PRICING_PLAN_LABELS } from '@/domain/accountLabels';
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

const LINKS: { to: string; label: MessageDescriptor }[] = [
  { to: '/reports', label: msg`Reports` },
  { to: '/holidays', label: msg`Holidays & Anniversaries` },
  { to: '/connections', label: msg`Connections` },
];

const locationOf = (user: User) => [user.city, user.country].filter(Boolean).join(', ');

/** The user's own profile: who, where, birthday and plan, with links to the pages about them. */
export default function ProfilePage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Me`);
  const user = useSignedInUser();
  const today = useUserToday();
  const trialEnd = user.trialExpirationDate && dateLabel(user.trialExpirationDate, today, i18n.locale);
  const plan = user.pricingPlan === 'TRIAL' && trialEnd ? t`TRIAL until ${trialEnd}` : i18n._(PRICING_PLAN_LABELS[user.pricingPlan]);
  const { city, country } = user;
  return (
    <>
      <PageHeader title={t`Me`} />
      <FlashAlert />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <PersonAvatar avatar={user.userAvatar} color={user.userColor} alt={t`Your avatar`} size={72} />
          <Box>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>{`${user.firstName} ${user.lastName}`}</Typography>
            {user.email && <Typography color="text.secondary">{user.email}</Typography>}
          </Box>
        </Stack>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
          <Typography component="dt" color="text.secondary"><Trans>Location</Trans></Typography>
          <Typography component="dd" sx={{ m: 0 }}>{locationOf(user) || t`Not set yet`}</Typography>
          <Typography component="dt" color="text.secondary"><Trans>Birthday</Trans></Typography>
          <Typography component="dd" sx={{ m: 0 }}>{user.birthDate ? dateLabel(user.birthDate, today, i18n.locale) : t`Not set yet`}</Typography>
          <Typography component="dt" color="text.secondary"><Trans context="pricing plan">Plan</Trans></Typography>
          <Typography component="dd" sx={{ m: 0 }}>{plan}</Typography>
        </Box>
        {city && country && !user.geo && (
          <Alert severity="warning" sx={{ mt: 2 }}><Trans>No geo info found for {city}, {country}</Trans></Alert>
        )}
        <Button component={RouterLink} to="/profile/edit" variant="contained" sx={{ mt: 2 }}><Trans>Edit profile</Trans></Button>
      </Paper>
      <Paper variant="outlined" sx={{ mt: 2 }}>
        <List disablePadding aria-label={t`More about you`}>
          {LINKS.map(({ to, label }) => (
            <ListItem key={to} disablePadding divider={to !== '/connections'}>
              <ListItemButton component={RouterLink} to={to}>
                <ListItemText primary={i18n._(label)} />
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
  const { t } = useLingui();
  const { detail, errorMessage, reload } = useLoaded(profileEventsMachine, today);
  if (errorMessage) {
    return (
      <Alert severity="error" sx={{ mt: 2 }} action={<Button color="inherit" size="small" onClick={reload}><Trans>Try again</Trans></Button>}>
        {errorMessage}
      </Alert>
    );
  }
  const loading = detail === null ? t`Loading ...` : null;
  return (
    <>
      <EventList title={t`Upcoming`} items={(detail?.upcoming ?? []).map(funPlanItem)} empty={loading ?? t`Nothing planned yet.`} />
      <EventList title={t`Recent History`} items={(detail?.recent ?? []).map(funPlanItem)} empty={loading ?? t`No events yet.`} />
    </>
  );
}

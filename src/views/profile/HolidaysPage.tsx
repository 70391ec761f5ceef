import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HolidayMonth, Holidays } from '@/domain/contract/holidays';
import { dateLabel, monthName } from '@/domain/dateLabels';
import { holidaysMachine } from '@/machines/holidaysMachine';
import { DetailPending } from '@/views/components/DetailPending';
import { PageHeader } from '@/views/components/PageHeader';
import { useLoaded } from '@/views/hooks/useLoaded';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useUserToday } from '@/views/hooks/useUserToday';
import { useSignedInUser } from '@/views/session';

export default function HolidaysPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Holidays & Anniversaries`);
  const { userId } = useSignedInUser();
  const { detail, errorMessage, reload } = useLoaded(holidaysMachine, userId);
  if (!detail) return <DetailPending title={t`Holidays & Anniversaries`} closeTo="/profile" errorMessage={errorMessage} onRetry={reload} />;
  return <HolidayMonths holidays={detail} />;
}

function HolidayMonths({ holidays }: { holidays: Holidays }) {
  const { t } = useLingui();
  const { country } = holidays;
  return (
    <>
      <PageHeader title={t`Holidays & Anniversaries`} closeTo="/profile" />
      {country
        ? <Typography color="text.secondary" sx={{ mb: 2 }}><Trans>Public holidays in {country}</Trans></Typography>
        : (
          <Alert severity="info" sx={{ mb: 2 }}>
            <Trans>
              Set your country to see its public holidays.{' '}
              <Link component={RouterLink} to="/profile/edit" sx={{ fontWeight: 600 }}>Edit profile</Link>
            </Trans>
          </Alert>
        )}
      {holidays.months.map((month) => <MonthSection key={month.month} month={month} />)}
    </>
  );
}

/** One month's holidays; the current month stands out and is announced as such. */
function MonthSection({ month }: { month: HolidayMonth }) {
  const { t, i18n } = useLingui();
  const today = useUserToday();
  // Named here, not by the server: the page follows a change of language.
  const name = monthName(month.month, i18n.locale);
  const headingId = `holidays-${month.month}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      aria-current={month.isCurrentMonth ? 'date' : undefined}
      variant="outlined"
      sx={{
        mb: 1.5, p: 1.5,
        ...(month.isCurrentMonth && { borderColor: 'primary.main', borderWidth: 2, bgcolor: 'action.hover' }),
      }}
    >
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {month.isCurrentMonth ? t`${name} (this month)` : name}
      </Typography>
      {month.events.length === 0
        ? <Typography variant="body2" color="text.secondary"><Trans>No public holidays</Trans></Typography>
        : (
          <List dense disablePadding>
            {month.events.map((holiday) => (
              <ListItem key={holiday.holidayId} disablePadding>
                <ListItemButton component={RouterLink} to={`/recurringevents/${holiday.holidayId}`}>
                  <ListItemText primary={holiday.name} secondary={dateLabel(holiday.date, today, i18n.locale)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
    </Paper>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LIST } from '@/machines/detailMachine';
import { homeMachine } from '@/machines/homeMachine';
import { visuallyHidden } from '@/views/components/visuallyHidden';
import { dateLabel, weekdayName } from '@/domain/dateLabels';
import { EventList } from '@/views/components/EventList';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useLoaded } from '@/views/hooks/useLoaded';
import { useUserToday } from '@/views/hooks/useUserToday';
import { useSignedInUser } from '@/views/session';
import { WeatherRow } from '@/views/components/WeatherRow';
import { WeekWithDayPanel } from '@/views/calendar/WeekWithDayPanel';
import { NextUp } from '@/views/home/NextUp';
import { HelpIcon } from '@/views/calendar/calendarIcons';
import { InboxLink } from '@/views/plans/InboxLink';
import { MAIN_AND_SIDE_COLUMNS, MAIN_COLUMN } from '@/views/components/desktopLayout';

/**
 * Home (SPEC.md section 2): what is next, this week, what to remember, who to catch up with. On a
 * desktop the week fills the wide column and the rest, the day panel too, stacks beside it.
 */
export default function HomePage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Home`);
  const today = useUserToday();
  const { geo } = useSignedInUser();
  const { detail: data, errorMessage: homeError, reload } = useLoaded(homeMachine, LIST);

  return (
    <>
      <Stack component="header" direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <IconButton component={RouterLink} to="/help" aria-label={t`Help`} edge="start"><HelpIcon /></IconButton>
        {/* The page is Home to screen readers and tests; people see today's date where the title would be. */}
        <Typography component="h1" sx={visuallyHidden}><Trans>Home</Trans></Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {weekdayName(today.dayOfWeek, i18n.locale)}, {dateLabel(today.toString(), today, i18n.locale)}
        </Typography>
        <InboxLink />
      </Stack>
      {homeError && (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button color="inherit" size="small" onClick={reload}><Trans>Try again</Trans></Button>}>
          {homeError}
        </Alert>
      )}
      <Box sx={MAIN_AND_SIDE_COLUMNS}>
        <NextUp home={data} today={today} />
        <WeekWithDayPanel
          weather={geo ? (dates) => <WeatherRow geo={geo} dates={dates} /> : undefined}
          onCreated={reload}
          plannerSx={MAIN_COLUMN}
        />
        <EventList
          title={t`Reminders`}
          items={(data?.reminders ?? []).map((reminder) => ({
            key: `${reminder.recurringEventId}-${reminder.recurringEventDateThisYear}`,
            to: `/recurringevents/${encodeURIComponent(reminder.recurringEventId)}`,
            primary: reminder.recurringEventName,
            secondary: dateLabel(reminder.recurringEventDateThisYear, today, i18n.locale),
          }))}
          empty={data ? t`No birthdays or holidays in the next 30 days.` : t`Loading ...`}
        />
        <EventList
          title={t`Catch-Up Suggestions`}
          items={(data?.suggestions ?? []).map(({ personId, personName, lastSeenDate }) => ({
            key: personId,
            to: `/network/${personId}`,
            primary: personName,
            secondary: lastSeenDate ? t`Last seen ${{ date: dateLabel(lastSeenDate, today, i18n.locale) }}` : t`Not seen yet`,
          }))}
          empty={data ? t`Everyone is up to date. Nice!` : t`Loading ...`}
        />
      </Box>
    </>
  );
}

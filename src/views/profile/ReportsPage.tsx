import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReportRow } from '@/domain/contract/reports';
import { monthTitle } from '@/domain/calendar';
import {
  reportMachine, selectCanGoNext, selectCanGoPrevious, selectErrorMessage, selectMonthly, selectReport, selectYear,
} from '@/machines/reportMachine';
import { useActors } from '@/views/actors';
import { DetailPending, RetryAlert } from '@/views/components/DetailPending';
import { PageHeader } from '@/views/components/PageHeader';
import { PersonAvatar } from '@/views/components/PersonAvatar';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useUserToday } from '@/views/hooks/useUserToday';
import { ChevronLeftIcon, ChevronRightIcon } from '@/views/icons';
import { actorOptions } from '@/views/inspection';
import { EventsChart } from '@/views/profile/EventsChart';


export default function ReportsPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Reports`);
  const today = useUserToday();
  const { fetchReport } = useActors();
  const reports = useActorRef(reportMachine.provide({ actors: { fetchReport } }), { input: { year: today.year }, ...actorOptions() });
  const report = useSelector(reports, selectReport);
  const errorMessage = useSelector(reports, selectErrorMessage);
  const reload = () => reports.send({ type: 'report.reload' });
  if (!report) {
    return <DetailPending title={t`Reports`} closeTo="/profile" errorMessage={errorMessage && i18n._(errorMessage)} onRetry={reload} />;
  }
  return (
    <>
      <PageHeader title={t`Reports`} closeTo="/profile" />
      {report.years.length === 0
        ? <Alert severity="info"><Trans>No data yet. Add some events with the people in your network to view reports!</Trans></Alert>
        : (
          <>
            <Section title={t`Events per month`}>
              <Box sx={{ p: 1.5 }}><EventsChart totals={report.lastTwelveMonths} /></Box>
            </Section>
            <Section title={t`Top this year`}>
              {report.topPersonsThisYear.length === 0
                ? <Typography sx={{ p: 1.5 }} color="text.secondary"><Trans>No events this year yet.</Trans></Typography>
                : <PersonRows rows={report.topPersonsThisYear} />}
            </Section>
            <EventsMonthly reports={reports} onRetry={reload} />
          </>
        )}
    </>
  );
}

/** 'Events Monthly': the months of one year, with the previous and next year that have events. */
function EventsMonthly({ reports, onRetry }: { reports: ActorRefFrom<typeof reportMachine>; onRetry(): void }) {
  const { t, i18n } = useLingui();
  const year = useSelector(reports, selectYear);
  const monthly = useSelector(reports, selectMonthly);
  const errorMessage = useSelector(reports, selectErrorMessage);
  const canGoPrevious = useSelector(reports, selectCanGoPrevious);
  const canGoNext = useSelector(reports, selectCanGoNext);
  const months = monthly ? Object.keys(monthly) : [];
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 3, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}><Trans>Events Monthly</Trans></Typography>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <IconButton aria-label={t`Previous year`} disabled={!canGoPrevious} onClick={() => reports.send({ type: 'year.previous' })}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography component="p" sx={{ fontWeight: 600 }} aria-live="polite">{year}</Typography>
          <IconButton aria-label={t`Next year`} disabled={!canGoNext} onClick={() => reports.send({ type: 'year.next' })}>
            <ChevronRightIcon />
          </IconButton>
        </Stack>
      </Stack>
      {errorMessage && <RetryAlert errorMessage={i18n._(errorMessage)} onRetry={onRetry} />}
      {!errorMessage && !monthly && <Skeleton variant="rounded" height={96} role="status" aria-label={t`Loading ${year}`} />}
      {monthly && months.length === 0 && <Typography color="text.secondary"><Trans>No events in {year}.</Trans></Typography>}
      {monthly && months.map((month) => (
        <Section key={month} title={monthTitle(month, i18n.locale)} level={3}>
          <PersonRows rows={monthly[month] ?? []} />
        </Section>
      ))}
    </>
  );
}

function Section({ title, level = 2, children }: { title: string; level?: 2 | 3; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ mb: 2, overflow: 'hidden' }}>
      <Typography variant={level === 2 ? 'h6' : 'subtitle1'} component={`h${level}`} sx={{ fontWeight: 700, px: 1.5, pt: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** People with their event counts, each linking to the person's page. */
function PersonRows({ rows }: { rows: ReportRow[] }) {
  const { t } = useLingui();
  const eventCount = (count: number) => t`${plural(count, { one: '# event', other: '# events' })}`;
  return (
    <List disablePadding>
      {rows.map((row) => (
        <ListItem key={row.personId} disablePadding>
          <ListItemButton component={RouterLink} to={`/network/${row.personId}`}>
            <Box aria-hidden sx={{ width: 6, alignSelf: 'stretch', borderRadius: 1, bgcolor: row.personColor, mr: 1.5 }} />
            <PersonAvatar avatar={row.personAvatar} color={row.personColor} alt="" size={32} lazy />
            <ListItemText primary={row.personName} sx={{ ml: 1.5 }} />
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {eventCount(row.eventCount)}
            </Typography>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

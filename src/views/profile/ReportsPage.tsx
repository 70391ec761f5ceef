import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Report, ReportRow } from '@/domain/contract/reports';
import { monthTotals } from '@/domain/reportChart';
import { MONTH_NAMES } from '@/domain/yearlyEvents';
import { DetailPending } from '@/views/components/DetailPending';
import { PageHeader } from '@/views/components/PageHeader';
import { PersonAvatar } from '@/views/components/PersonAvatar';
import { useReport } from '@/views/hooks/useDetail';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useUserToday } from '@/views/hooks/useUserToday';
import { useSignedInUser } from '@/views/session';
import { EventsChart } from '@/views/profile/EventsChart';

const NO_DATA = 'No data yet. Add some events with the people in your network to view reports!';

const yearMonthLabel = (yearMonth: string) => `${MONTH_NAMES[Number(yearMonth.slice(5, 7)) - 1]} ${yearMonth.slice(0, 4)}`;

export default function ReportsPage() {
  useDocumentTitle('Reports');
  const { userId } = useSignedInUser();
  const { detail, errorMessage, reload } = useReport(userId);
  if (!detail) return <DetailPending title="Reports" closeTo="/profile" errorMessage={errorMessage} onRetry={reload} />;
  return <ReportView report={detail} />;
}

function ReportView({ report }: { report: Report }) {
  const today = useUserToday();
  const months = Object.keys(report.monthly);
  return (
    <>
      <PageHeader title="Reports" closeTo="/profile" />
      {months.length === 0
        ? <Alert severity="info">{NO_DATA}</Alert>
        : (
          <>
            <Section title="Events per month">
              <Box sx={{ p: 1.5 }}><EventsChart totals={monthTotals(report, today)} /></Box>
            </Section>
            <Section title="Top this year">
              {report.topPersonsThisYear.length === 0
                ? <Typography sx={{ p: 1.5 }} color="text.secondary">No events this year yet.</Typography>
                : <PersonRows rows={report.topPersonsThisYear} />}
            </Section>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mt: 3, mb: 1 }}>Events Monthly</Typography>
            {months.map((month) => (
              <Section key={month} title={yearMonthLabel(month)} level={3}>
                <PersonRows rows={report.monthly[month] ?? []} />
              </Section>
            ))}
          </>
        )}
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
  return (
    <List disablePadding>
      {rows.map((row) => (
        <ListItem key={row.personId} disablePadding>
          <ListItemButton component={RouterLink} to={`/network/${row.personId}`}>
            <Box aria-hidden sx={{ width: 6, alignSelf: 'stretch', borderRadius: 1, bgcolor: row.personColor, mr: 1.5 }} />
            <PersonAvatar avatar={row.personAvatar} color={row.personColor} alt="" size={32} lazy />
            <ListItemText primary={row.personName} sx={{ ml: 1.5 }} />
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {`${row.eventCount} ${row.eventCount === 1 ? 'event' : 'events'}`}
            </Typography>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RecurringEvent } from '@/domain/contract/recurringEvents';
import { avatarColor } from '@/domain/avatars';
import { dateLabel } from '@/domain/dateLabels';
import { yearlyLabel } from '@/domain/yearlyEvents';
import { recurringEventDeleteMachine } from '@/machines/recurringEventDeleteMachine';
import { recurringEventDetailMachine } from '@/machines/recurringEventDetailMachine';
import { PageHeader } from '@/views/components/PageHeader';
import { useConfirm } from '@/views/hooks/useConfirm';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { DetailPending } from '@/views/components/DetailPending';
import { DeleteIcon, EditIcon } from '@/views/icons';
import { PersonAvatar } from '@/views/components/PersonAvatar';
import { useLoaded } from '@/views/hooks/useLoaded';
import { useRouteParam } from '@/views/hooks/useRouteParam';
import { useUserToday } from '@/views/hooks/useUserToday';

const TYPE_LABELS: Record<RecurringEvent['recurringEventType'], MessageDescriptor> = {
  birthday: msg`Birthday`,
  other: msg`Other`,
  holiday: msg`Holiday`,
};

/** Where the page's close button leads: the person's page, or home for a holiday. */
const recurringEventHome = (event: RecurringEvent) => (event.personId ? `/network/${event.personId}` : '/');

export default function RecurringEventPage() {
  const recurringEventId = useRouteParam('recurringEventId');
  return <RecurringEventLoader key={recurringEventId} recurringEventId={recurringEventId} />;
}

function RecurringEventLoader({ recurringEventId }: { recurringEventId: string }) {
  const { t } = useLingui();
  const { detail, errorMessage, reload } = useLoaded(recurringEventDetailMachine, recurringEventId);
  useDocumentTitle(detail?.recurringEventName ?? t`Recurring event`);
  if (!detail) return <DetailPending title={t`Recurring event`} closeTo="/" errorMessage={errorMessage} onRetry={reload} />;
  return <RecurringEventDetails event={detail} />;
}

function RecurringEventDetails({ event }: { event: RecurringEvent }) {
  const { t, i18n } = useLingui();
  const { recurringEventName, personName } = event;
  const today = useUserToday();
  const navigate = useNavigate();
  const deletion = useConfirm(recurringEventDeleteMachine, {
    id: event.recurringEventId,
    reportDone: () => navigate(recurringEventHome(event), { replace: true }),
    title: t`Delete ${recurringEventName}?`,
    text: t`It will no longer be listed or remind you.`,
  });
  const holiday = event.userCreatedOrHoliday === 'holiday';
  return (
    <>
      <PageHeader title={recurringEventName} closeTo={recurringEventHome(event)} errors={[deletion.errorMessage]} />
      {holiday && (
        <Alert severity="info" variant="filled" role="note" sx={{ mb: 2, fontWeight: 600 }}><Trans>Holiday</Trans></Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.5 }}>
          <Typography component="dt" color="text.secondary"><Trans>Date this year</Trans></Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>{dateLabel(event.recurringEventDateThisYear, today, i18n.locale)}</Typography>
          <Typography component="dt" color="text.secondary"><Trans>Repeats</Trans></Typography>
          <Typography component="dd" sx={{ m: 0 }}>{yearlyLabel(event)}</Typography>
          <Typography component="dt" color="text.secondary"><Trans>Type</Trans></Typography>
          <Typography component="dd" sx={{ m: 0 }}>{i18n._(TYPE_LABELS[event.recurringEventType])}</Typography>
        </Box>
      </Paper>
      {event.personId && personName && event.personAvatar && (
        <Link
          component={RouterLink}
          to={`/network/${event.personId}`}
          underline="none"
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 2, p: 1.5, borderRadius: 3, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
        >
          <PersonAvatar avatar={event.personAvatar} color={avatarColor(event.personAvatar)} alt={t`${personName}'s avatar`} size={40} />
          <Typography sx={{ fontWeight: 600 }}>{personName}</Typography>
        </Link>
      )}
      {!holiday && (
        <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
          <Button variant="contained" startIcon={<EditIcon />} component={RouterLink} to={`/recurringevents/${event.recurringEventId}/edit`}>
            <Trans>Edit</Trans>
          </Button>
          <Button color="error" variant="outlined" startIcon={<DeleteIcon />} disabled={!deletion.canRequest} onClick={deletion.request}>
            <Trans>Delete</Trans>
          </Button>
        </Stack>
      )}
      {deletion.dialog}
    </>
  );
}

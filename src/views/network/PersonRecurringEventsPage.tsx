import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PersonDetail } from '@/domain/contract/people';
import type { RecurringEvent } from '@/domain/contract/recurringEvents';
import { yearlyLabel } from '@/domain/yearlyEvents';
import { personDetailMachine } from '@/machines/personDetailMachine';
import { recurringEventDeleteMachine } from '@/machines/recurringEventDeleteMachine';
import { PageHeader } from '@/views/components/PageHeader';
import { useConfirm } from '@/views/hooks/useConfirm';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { DetailPending } from '@/views/components/DetailPending';
import { DeleteIcon } from '@/views/icons';
import { PersonAvatar } from '@/views/components/PersonAvatar';
import { RecurringEventForm } from '@/views/network/RecurringEventForm';
import { useLoaded } from '@/views/hooks/useLoaded';
import { useRouteParam } from '@/views/hooks/useRouteParam';

const TITLE = msg`Recurring events`;

export default function PersonRecurringEventsPage() {
  const personId = useRouteParam('personId');
  return <PersonRecurringEvents key={personId} personId={personId} />;
}

function PersonRecurringEvents({ personId }: { personId: string }) {
  const { i18n } = useLingui();
  useDocumentTitle(i18n._(TITLE));
  const { detail, errorMessage, reload } = useLoaded(personDetailMachine, personId);
  if (!detail) return <DetailPending title={i18n._(TITLE)} closeTo={`/network/${personId}`} errorMessage={errorMessage} onRetry={reload} />;
  return <RecurringEventsEditor detail={detail} loadError={errorMessage} reload={reload} />;
}

/** SPEC.md section 2: add yearly events for a person, or delete theirs. */
function RecurringEventsEditor({ detail, loadError, reload }: { detail: PersonDetail; loadError: string | null; reload(): void }) {
  const { personId, personName, personAvatar, personColor } = detail.personDetails;
  const { t, i18n } = useLingui();
  const listHeadingId = useId();
  return (
    <>
      <PageHeader title={i18n._(TITLE)} closeTo={`/network/${personId}`} errors={[loadError]} />
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Typography variant="subtitle1" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, fontWeight: 700, mb: 2 }}>
          <PersonAvatar avatar={personAvatar} color={personColor} alt={t`${personName}'s avatar`} size={40} />
          <Trans>Add a yearly event for {personName}</Trans>
        </Typography>
        <RecurringEventForm input={{ personId, personName }} onCreated={reload} />
      </Paper>
      <Typography id={listHeadingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        <Trans>{personName}&apos;s yearly events</Trans>
      </Typography>
      {detail.recurringEvents.length === 0 ? (
        <Alert severity="info" icon={false}><Trans>None yet. Birthdays you add show up here and in your reminders.</Trans></Alert>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-labelledby={listHeadingId}>
            {detail.recurringEvents.map((event, index) => (
              <RecurringEventRow key={event.recurringEventId} event={event} divider={index < detail.recurringEvents.length - 1} onDeleted={reload} />
            ))}
          </List>
        </Paper>
      )}
    </>
  );
}

function RecurringEventRow({ event, divider, onDeleted }: { event: RecurringEvent; divider: boolean; onDeleted(): void }) {
  const { t } = useLingui();
  const { recurringEventName } = event;
  const deletion = useConfirm(recurringEventDeleteMachine, {
    id: event.recurringEventId,
    reportDone: onDeleted,
    title: t`Delete ${recurringEventName}?`,
    text: t`It will no longer be listed or remind you.`,
  });
  return (
    <>
      <ListItem
        disablePadding
        divider={divider}
        secondaryAction={(
          <IconButton edge="end" aria-label={t`Delete ${recurringEventName}`} disabled={!deletion.canRequest} onClick={deletion.request}>
            <DeleteIcon />
          </IconButton>
        )}
      >
        <ListItemButton component={RouterLink} to={`/recurringevents/${event.recurringEventId}`}>
          <ListItemText primary={recurringEventName} secondary={yearlyLabel(event)} />
        </ListItemButton>
        {deletion.dialog}
      </ListItem>
      {/* Below the row rather than in its link, whose name it would otherwise join. */}
      {deletion.errorMessage && <Alert component="li" severity="error" sx={{ m: 1 }}>{deletion.errorMessage}</Alert>}
    </>
  );
}

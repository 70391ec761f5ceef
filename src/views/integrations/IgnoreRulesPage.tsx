import { useActorRef, useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { IgnoreRule } from '@/domain/contract/integrations';
import {
  selectCanCancel, selectCanConfirm, selectCanStart, selectErrorMessage, selectIsConfirming, selectIsDeleting,
} from '@/machines/confirmedDelete';
import { ignoreRuleDeleteMachine, ignoreRuleListMachine } from '@/machines/externalEventMachine';
import { LIST } from '@/machines/detailMachine';
import { useActors } from '@/views/actors';
import { ConfirmDialog } from '@/views/components/ConfirmDialog';
import { DetailPending } from '@/views/components/DetailPending';
import { PageHeader } from '@/views/components/PageHeader';
import { useLoaded } from '@/views/hooks/useLoaded';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { actorOptions } from '@/views/inspection';

const TITLE = 'Ignore rules';

/** /settings/ignorerules: the rules that grey out external events, each with delete. */
export default function IgnoreRulesPage() {
  useDocumentTitle(TITLE);
  const { detail, errorMessage, reload } = useLoaded(ignoreRuleListMachine, LIST);
  if (!detail) return <DetailPending title={TITLE} closeTo="/settings" errorMessage={errorMessage} onRetry={reload} />;
  return (
    <>
      <PageHeader title={TITLE} closeTo="/settings" />
      {detail.length === 0
        ? <Typography color="text.secondary">No ignore rules. Ignore an event from its page in your calendar to grey it out.</Typography>
        : (
          <List aria-label={TITLE}>
            {detail.map((rule) => <RuleRow key={rule.ruleId} rule={rule} onDeleted={reload} />)}
          </List>
        )}
    </>
  );
}

const scopeLabel = (rule: IgnoreRule) =>
  (rule.whichEventsToIgnore === 'single_event' ? 'Only the event it was made from' : 'All events containing this text');

function RuleRow({ rule, onDeleted }: { rule: IgnoreRule; onDeleted(): void }) {
  const { deleteIgnoreRule } = useActors();
  const deletion = useActorRef(
    ignoreRuleDeleteMachine.provide({ actors: { deleteIgnoreRule }, actions: { reportDeleted: onDeleted } }),
    { input: { id: rule.ruleId }, ...actorOptions() },
  );
  const errorMessage = useSelector(deletion, selectErrorMessage);
  const confirming = useSelector(deletion, selectIsConfirming);
  const deleting = useSelector(deletion, selectIsDeleting);
  const canStart = useSelector(deletion, selectCanStart);
  const canConfirm = useSelector(deletion, selectCanConfirm);
  const canCancel = useSelector(deletion, selectCanCancel);
  return (
    <ListItem
      divider
      secondaryAction={(
        <Button color="error" disabled={!canStart} onClick={() => deletion.send({ type: 'delete.start' })} aria-label={`Delete rule '${rule.matchPattern}'`}>
          Delete
        </Button>
      )}
    >
      <ListItemText
        primary={rule.matchPattern}
        secondary={<>{scopeLabel(rule)}{errorMessage && <Alert component="span" severity="error" sx={{ mt: 1, display: 'flex' }}>{errorMessage}</Alert>}</>}
      />
      <ConfirmDialog
        open={confirming || deleting}
        title="Delete this rule?"
        text={`Events matching '${rule.matchPattern}' show normally again.`}
        busy={deleting}
        canConfirm={canConfirm}
        canCancel={canCancel}
        onConfirm={() => deletion.send({ type: 'delete.confirm' })}
        onCancel={() => deletion.send({ type: 'delete.cancel' })}
      />
    </ListItem>
  );
}

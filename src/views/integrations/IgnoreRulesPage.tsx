import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { IgnoreRule } from '@/domain/contract/integrations';
import { ignoreRuleDeleteMachine, ignoreRuleListMachine } from '@/machines/externalEventMachine';
import { LIST } from '@/machines/detailMachine';
import { DetailPending } from '@/views/components/DetailPending';
import { PageHeader } from '@/views/components/PageHeader';
import { useLoaded } from '@/views/hooks/useLoaded';
import { useConfirm } from '@/views/hooks/useConfirm';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';

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
  const deletion = useConfirm(ignoreRuleDeleteMachine, {
    id: rule.ruleId,
    reportDone: onDeleted,
    title: 'Delete this rule?',
    text: `Events matching '${rule.matchPattern}' show normally again.`,
  });
  return (
    <ListItem
      divider
      secondaryAction={(
        <Button color="error" disabled={!deletion.canRequest} onClick={deletion.request} aria-label={`Delete rule '${rule.matchPattern}'`}>
          Delete
        </Button>
      )}
    >
      <ListItemText
        primary={rule.matchPattern}
        secondary={<>{scopeLabel(rule)}{deletion.errorMessage && <Alert severity="error" sx={{ mt: 1 }}>{deletion.errorMessage}</Alert>}</>}
        // A div, not a paragraph, so that it can hold the alert.
        slotProps={{ secondary: { component: 'div' } }}
      />
      {deletion.dialog}
    </ListItem>
  );
}

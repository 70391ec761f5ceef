import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IgnoreRule } from '@/domain/contract/integrations';
import { ignoreRuleDeleteMachine, ignoreRuleListMachine } from '@/machines/externalEventMachine';
import { LIST } from '@/machines/detailMachine';
import { DetailPending } from '@/views/components/DetailPending';
import { PageHeader } from '@/views/components/PageHeader';
import { useLoaded } from '@/views/hooks/useLoaded';
import { useConfirm } from '@/views/hooks/useConfirm';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';

/** /settings/ignorerules: the rules that grey out external events, each with delete. */
export default function IgnoreRulesPage() {
  const { t } = useLingui();
  const title = t`Ignore rules`;
  useDocumentTitle(title);
  const { detail, errorMessage, reload } = useLoaded(ignoreRuleListMachine, LIST);
  if (!detail) return <DetailPending title={title} closeTo="/settings" errorMessage={errorMessage} onRetry={reload} />;
  return (
    <>
      <PageHeader title={title} closeTo="/settings" />
      {detail.length === 0
        ? <Typography color="text.secondary"><Trans>No ignore rules. Ignore an event from its page in your calendar to grey it out.</Trans></Typography>
        : (
          <List aria-label={title}>
            {detail.map((rule) => <RuleRow key={rule.ruleId} rule={rule} onDeleted={reload} />)}
          </List>
        )}
    </>
  );
}

function RuleRow({ rule, onDeleted }: { rule: IgnoreRule; onDeleted(): void }) {
  const { t } = useLingui();
  const pattern = rule.matchPattern;
  const deletion = useConfirm(ignoreRuleDeleteMachine, {
    id: rule.ruleId,
    reportDone: onDeleted,
    title: t`Delete this rule?`,
    text: t`Events matching ''${pattern}'' show normally again.`,
  });
  const scope = rule.whichEventsToIgnore === 'single_event' ? t`Only the event it was made from` : t`All events containing this text`;
  return (
    <ListItem
      divider
      secondaryAction={(
        <Button color="error" disabled={!deletion.canRequest} onClick={deletion.request} aria-label={t`Delete rule ''${pattern}''`}>
          <Trans>Delete</Trans>
        </Button>
      )}
    >
      <ListItemText
        primary={rule.matchPattern}
        secondary={<>{scope}{deletion.errorMessage && <Alert severity="error" sx={{ mt: 1 }}>{deletion.errorMessage}</Alert>}</>}
        // A div, not a paragraph, so that it can hold the alert.
        slotProps={{ secondary: { component: 'div' } }}
      />
      {deletion.dialog}
    </ListItem>
  );
}

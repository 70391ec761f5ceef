import '@/services/zodSetup';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WEBHOOK_EVENT_TYPES, type Webhook, type WebhookDelivery, type WebhookEventType } from '@/domain/contract/webhooks';
import { LIST } from '@/machines/detailMachine';
import {
  selectErrorMessage, selectEventTypes, selectIsAdding, selectIsEventTypesInvalid, selectIsUrlInvalid, selectSecret, selectUrl,
  webhookAddMachine,
} from '@/machines/webhookAddMachine';
import { webhookDeleteMachine, webhookDeliveriesMachine, webhookEnableMachine, webhookListMachine } from '@/machines/webhookListMachine';
import { useActors } from '@/views/actors';
import { CheckboxField } from '@/views/components/CheckboxField';
import { DetailPending } from '@/views/components/DetailPending';
import { PageHeader } from '@/views/components/PageHeader';
import { useConfirm } from '@/views/hooks/useConfirm';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useLoaded } from '@/views/hooks/useLoaded';
import { actorOptions } from '@/views/inspection';
import { SecretShownOnce } from '@/views/settings/SecretShownOnce';

/** An address's shape, not a text: the same in every language. */
const URL_EXAMPLE = 'https://example.com/funplans';

/** What each event a webhook can get means; the page shows it beside the event's name, which developers match on. */
const EVENT_TYPE_TEXT: Record<WebhookEventType, MessageDescriptor> = {
  'plan.answered': msg`someone answered one of your plans`,
  'plan.confirmed': msg`a plan got its winning slot`,
  'event.created': msg`an event was added to your calendar`,
  'event.updated': msg`an event was changed`,
  'event.deleted': msg`an event was deleted`,
  'person.created': msg`a person was added to your network`,
};

/** /settings/webhooks: the account's webhooks, each with its latest deliveries, and a form to add one. */
export default function WebhooksPage() {
  const { t } = useLingui();
  const title = t`Webhooks`;
  useDocumentTitle(title);
  const { detail, errorMessage, reload } = useLoaded(webhookListMachine, LIST);
  if (!detail) return <DetailPending title={title} closeTo="/settings" errorMessage={errorMessage} onRetry={reload} />;
  return (
    <>
      <PageHeader title={title} closeTo="/settings" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <Trans>FunPlans sends a signed POST request to your URL when something you chose happens.</Trans>
      </Typography>
      <Stack spacing={2}>
        <AddWebhook onAdded={reload} />
        {detail.length === 0
          ? <Typography color="text.secondary"><Trans>No webhooks yet.</Trans></Typography>
          : detail.map((webhook) => <WebhookCard key={webhook.webhookId} webhook={webhook} onChanged={reload} />)}
      </Stack>
    </>
  );
}

function AddWebhook({ onAdded }: { onAdded(): void }) {
  const { t, i18n } = useLingui();
  const eventTypeLabel = (type: WebhookEventType) => {
    const meaning = i18n._(EVENT_TYPE_TEXT[type]);
    return t`${type}: ${meaning}`;
  };
  const { createWebhook } = useActors();
  const form = useActorRef(webhookAddMachine.provide({ actors: { createWebhook }, actions: { reportAdded: onAdded } }), actorOptions());
  const url = useSelector(form, selectUrl);
  const eventTypes = useSelector(form, selectEventTypes);
  const urlInvalid = useSelector(form, selectIsUrlInvalid);
  const typesInvalid = useSelector(form, selectIsEventTypesInvalid);
  const errorMessage = useSelector(form, selectErrorMessage);
  const adding = useSelector(form, selectIsAdding);
  const secret = useSelector(form, selectSecret);
  // The server keeps the signing secret sealed and never shows it again.
  if (secret) {
    return (
      <SecretShownOnce
        name={t`Webhook added`}
        notice={<Alert severity="success"><Trans>Webhook added. Copy its signing secret now: it is not shown again.</Trans></Alert>}
        secret={secret}
        fieldLabel={t`Signing secret`}
        says={{
          idle: t`Verify each request with it (see the README).`,
          copied: t`Copied!`,
          failed: t`Could not copy: please copy the secret by hand.`,
        }}
        onDone={() => form.send({ type: 'secret.dismiss' })}
      />
    );
  }
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label={t`Add webhook`}
      noValidate
      onSubmit={(formEvent) => {
        formEvent.preventDefault();
        form.send({ type: 'webhook.submit' });
      }}
      sx={{ p: 2, display: 'grid', gap: 1 }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}><Trans>Add webhook</Trans></Typography>
      {errorMessage && <Alert severity="error">{i18n._(errorMessage)}</Alert>}
      <TextField
        label={t`URL`}
        value={url}
        type="url"
        placeholder={URL_EXAMPLE}
        disabled={adding}
        error={urlInvalid}
        helperText={urlInvalid ? t`Enter an https:// address` : t`An https:// address on the internet that accepts POST requests`}
        onChange={(changeEvent) => form.send({ type: 'url.change', url: changeEvent.target.value })}
      />
      <Box component="fieldset" aria-describedby="webhook-types-help" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="body2" sx={{ mb: 0.5 }}><Trans>Events</Trans></Typography>
        <FormGroup row>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <CheckboxField
              key={type}
              label={eventTypeLabel(type)}
              checked={eventTypes.includes(type)}
              disabled={adding}
              onChange={() => form.send({ type: 'eventType.toggle', eventType: type })}
            />
          ))}
        </FormGroup>
        <FormHelperText id="webhook-types-help" error={typesInvalid}>
          {typesInvalid ? t`Choose at least one event` : t`The events this URL gets`}
        </FormHelperText>
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={adding} loading={adding}><Trans>Add webhook</Trans></Button>
      </Stack>
    </Paper>
  );
}


function WebhookCard({ webhook, onChanged }: { webhook: Webhook; onChanged(): void }) {
  const { t } = useLingui();
  const { url } = webhook;
  const deletion = useConfirm(webhookDeleteMachine, {
    id: webhook.webhookId,
    reportDone: onChanged,
    title: t`Delete this webhook?`,
    text: t`${url} gets no more events.`,
  });
  const enabling = useConfirm(webhookEnableMachine, {
    id: webhook.webhookId,
    reportDone: onChanged,
    title: t`Turn this webhook back on?`,
    text: t`${url} gets the next events again.`,
    confirmLabel: t`Turn back on`,
  });
  return (
    <Paper variant="outlined" component="section" aria-label={webhook.url} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{webhook.url}</Typography>
      <Typography variant="body2" color="text.secondary">{webhook.eventTypes.join(', ')}</Typography>
      {deletion.errorMessage && <Alert severity="error">{deletion.errorMessage}</Alert>}
      {enabling.errorMessage && <Alert severity="error">{enabling.errorMessage}</Alert>}
      {!webhook.enabled && (
        <Alert
          severity="warning"
          action={<Button color="inherit" disabled={!enabling.canRequest} onClick={enabling.request}><Trans>Turn back on</Trans></Button>}
        >
          {webhook.disabledReason ?? t`This webhook is off.`}
        </Alert>
      )}
      <Deliveries webhookId={webhook.webhookId} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button color="error" disabled={!deletion.canRequest} onClick={deletion.request} aria-label={t`Delete webhook ${url}`}>
          <Trans>Delete</Trans>
        </Button>
      </Stack>
      {deletion.dialog}
      {enabling.dialog}
    </Paper>
  );
}

const STATUS_TEXT: Record<WebhookDelivery['status'] | 'retrying', MessageDescriptor> = {
  pending: msg`pending`,
  retrying: msg`retrying`,
  sent: msg`sent`,
  failed: msg`failed`,
};

const statusOf = (delivery: WebhookDelivery) =>
  STATUS_TEXT[delivery.status === 'pending' && delivery.attempts > 0 ? 'retrying' : delivery.status];

function Deliveries({ webhookId }: { webhookId: string }) {
  const { t, i18n } = useLingui();
  const { detail, errorMessage, reload } = useLoaded(webhookDeliveriesMachine, webhookId);
  if (errorMessage) {
    return <Alert severity="error" action={<Button color="inherit" onClick={reload}><Trans>Try again</Trans></Button>}>{errorMessage}</Alert>;
  }
  if (!detail) return <Typography variant="body2" color="text.secondary"><Trans>Loading deliveries ...</Trans></Typography>;
  if (detail.length === 0) return <Typography variant="body2" color="text.secondary"><Trans>Nothing sent yet.</Trans></Typography>;
  return (
    <Table size="small" aria-label={t`Latest deliveries`}>
      <TableHead>
        <TableRow>
          <TableCell><Trans>Event</Trans></TableCell>
          <TableCell><Trans>When</Trans></TableCell>
          <TableCell><Trans>Status</Trans></TableCell>
          <TableCell align="right"><Trans>Status code</Trans></TableCell>
          <TableCell align="right"><Trans>Attempts</Trans></TableCell>
          <TableCell><Trans>Answer</Trans></TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {detail.map((delivery) => (
          <TableRow key={delivery.deliveryId}>
            <TableCell>{delivery.type}</TableCell>
            <TableCell>{new Date(delivery.created_at).toLocaleString(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })}</TableCell>
            <TableCell>{i18n._(statusOf(delivery))}</TableCell>
            <TableCell align="right">{delivery.lastStatusCode ?? '–'}</TableCell>
            <TableCell align="right">{delivery.attempts}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{delivery.lastAnswer}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

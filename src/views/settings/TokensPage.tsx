import '@/services/zodSetup';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { Temporal } from 'temporal-polyfill';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TOKEN_SCOPES, type TokenScope } from '@/domain/constants';
import type { AccessToken } from '@/domain/contract/tokens';
import { dateLabel } from '@/domain/dateLabels';
import { TOKEN_EXPIRY_CHOICES, expiryLabel } from '@/domain/tokens';
import { LIST } from '@/machines/detailMachine';
import { tokenListMachine, tokenRevokeMachine } from '@/machines/accessTokensMachine';
import {
  selectDraft, selectErrorMessage, selectIsCreating, selectIsNameInvalid, selectIsScopesInvalid, selectSecret, tokenCreateMachine,
} from '@/machines/tokenCreateMachine';
import { useActors } from '@/views/actors';
import { CheckboxField } from '@/views/components/CheckboxField';
import { PageHeader } from '@/views/components/PageHeader';
import { useConfirm } from '@/views/hooks/useConfirm';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useLoaded } from '@/views/hooks/useLoaded';
import { useUserToday } from '@/views/hooks/useUserToday';
import { actorOptions } from '@/views/inspection';
import { useSignedInUser } from '@/views/session';
import { SecretShownOnce } from '@/views/settings/SecretShownOnce';

const SCOPE_TEXT: Record<TokenScope, MessageDescriptor> = {
  read: msg`read: see your data`,
  write: msg`write: change your data (and see it)`,
  admin: msg`admin: the admin area`,
};

/** /settings/tokens: personal access tokens for scripts that call the API. */
export default function TokensPage() {
  const { t } = useLingui();
  useDocumentTitle(t`API tokens`);
  const tokens = useLoaded(tokenListMachine, LIST);
  return (
    <>
      <PageHeader title={t`API tokens`} closeTo="/settings" />
      <Stack spacing={2}>
        <Typography color="text.secondary">
          <Trans>
            Scripts call the FunPlans API with a token as <code>Authorization: Bearer fp_pat_…</code>. The API is documented at{' '}
            <a href="/api/docs">/api/docs</a>. A token never reaches these settings, account deletion or an email change.
          </Trans>
        </Typography>
        <CreateToken onCreated={tokens.reload} />
        <Paper variant="outlined" component="section" aria-labelledby="your-tokens" sx={{ p: 2, display: 'grid', gap: 1 }}>
          <Typography id="your-tokens" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}><Trans>Your tokens</Trans></Typography>
          {tokens.errorMessage && <Alert severity="error">{tokens.errorMessage}</Alert>}
          {!tokens.detail && !tokens.errorMessage && <Typography color="text.secondary"><Trans>Loading ...</Trans></Typography>}
          {tokens.detail?.length === 0 && <Typography color="text.secondary"><Trans>No token yet.</Trans></Typography>}
          {tokens.detail && tokens.detail.length > 0 && (
            <Box component="ul" aria-label={t`Personal access tokens`}
 sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
              {tokens.detail.map((token) => <TokenRow key={token.tokenId} token={token} onRevoked={tokens.reload} />)}
            </Box>
          )}
        </Paper>
      </Stack>
    </>
  );
}

/** An instant as the day it is where the user lives. */
function useDayLabel() {
  const { timeZone } = useSignedInUser();
  const today = useUserToday();
  const { i18n } = useLingui();
  return (instant: string) => dateLabel(Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone).toPlainDate().toString(), today, i18n.locale);
}

function TokenRow({ token, onRevoked }: { token: AccessToken; onRevoked(): void }) {
  const { t } = useLingui();
  const dayLabel = useDayLabel();
  const { name } = token;
  const scopes = token.scopes.join(', ');
  const expires = token.expiresAt && dayLabel(token.expiresAt);
  const lastUsed = token.lastUsedAt && dayLabel(token.lastUsedAt);
  const revoke = useConfirm(tokenRevokeMachine, {
    id: token.tokenId,
    reportDone: onRevoked,
    title: t`Revoke this token?`,
    text: t`Scripts using ${name} stop working at once. This cannot be undone.`,
    confirmLabel: t`Revoke`,
  });
  return (
    <li>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <div>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary"><Trans>Scopes: {scopes}</Trans></Typography>
          <Typography variant="body2" color="text.secondary">
            {expires ? t`Expires ${expires}` : t`Never expires`}
            {' · '}
            {lastUsed ? t`Last used ${lastUsed}` : t`Never used`}
          </Typography>
        </div>
        <Button color="error" aria-label={t`Revoke ${name}`} disabled={!revoke.canRequest} onClick={revoke.request}><Trans>Revoke</Trans></Button>
      </Stack>
      {revoke.errorMessage && <Alert severity="error" sx={{ mt: 1 }}>{revoke.errorMessage}</Alert>}
      {revoke.dialog}
    </li>
  );
}

function CreateToken({ onCreated }: { onCreated(): void }) {
  const { t, i18n } = useLingui();
  const { createToken } = useActors();
  const isAdmin = useSignedInUser().rights === 'ADMIN';
  const form = useActorRef(tokenCreateMachine.provide({ actors: { createToken }, actions: { reportCreated: onCreated } }), actorOptions());
  const draft = useSelector(form, selectDraft);
  const nameInvalid = useSelector(form, selectIsNameInvalid);
  const scopesInvalid = useSelector(form, selectIsScopesInvalid);
  const errorMessage = useSelector(form, selectErrorMessage);
  const creating = useSelector(form, selectIsCreating);
  const secret = useSelector(form, selectSecret);
  const scopes = TOKEN_SCOPES.filter((scope) => scope !== 'admin' || isAdmin);
  if (secret) {
    return (
      <SecretShownOnce
        name={t`Your new token`}
        notice={(
          <>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}><Trans>Your new token</Trans></Typography>
            <Alert severity="warning"><Trans>Copy it now: it is not shown again.</Trans></Alert>
          </>
        )}
        secret={secret}
        fieldLabel={t`Token`}
        says={{ copied: t`Copied to the clipboard`, failed: t`Could not copy: select the token and copy it` }}
        onDone={() => form.send({ type: 'secret.dismiss' })}
      />
    );
  }
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-label={t`Create a token`}
      noValidate
      onSubmit={(formEvent) => {
        formEvent.preventDefault();
        form.send({ type: 'token.create' });
      }}
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}><Trans>Create a token</Trans></Typography>
      {errorMessage && <Alert severity="error">{i18n._(errorMessage)}</Alert>}
      <TextField
        label={t`Token name`}
        value={draft.name}
        disabled={creating}
        error={nameInvalid}
        helperText={nameInvalid ? t`Name the token` : t`What the script that uses it does`}
        onChange={(changeEvent) => form.send({ type: 'name.change', name: changeEvent.target.value })}
      />
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <Typography component="legend" variant="body2" color={scopesInvalid ? 'error' : 'text.secondary'}>
          {scopesInvalid ? t`Choose at least one scope` : t`Scopes`}
        </Typography>
        <Stack>
          {scopes.map((scope) => (
            <CheckboxField
              key={scope}
              label={i18n._(SCOPE_TEXT[scope])}
              checked={draft.scopes.includes(scope)}
              disabled={creating}
              onChange={() => form.send({ type: 'scope.toggle', scope })}
            />
          ))}
        </Stack>
      </Box>
      <TextField
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        label={t`Expires after`}
        value={String(draft.expiryDays)}
        disabled={creating}
        onChange={(changeEvent) => form.send({ type: 'expiry.change', expiryDays: TOKEN_EXPIRY_CHOICES.find((days) => String(days) === changeEvent.target.value) ?? null })}
      >
        {TOKEN_EXPIRY_CHOICES.map((days) => <option key={String(days)} value={String(days)}>{expiryLabel(days)}</option>)}
      </TextField>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={creating}><Trans>Create token</Trans></Button>
      </Stack>
    </Paper>
  );
}

import { type FormEvent, useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { InviteCodeUser } from '@/domain/contract/users';
import {
  connectByInviteMachine, selectCanSubmitCode, selectCode, selectConnectedUser, selectErrorMessage, selectFoundUser,
  selectIsConnecting, selectIsLookingUp, selectPersonId,
} from '@/machines/connectByInviteMachine';
import { peopleListMachine, selectPeople } from '@/machines/peopleListMachine';
import { LIST } from '@/machines/detailMachine';
import { connectionListMachine } from '@/machines/connectionDetailMachine';
import { useActors } from '@/views/actors';
import { PageHeader } from '@/views/components/PageHeader';
import { EventList } from '@/views/components/EventList';
import { useCopy } from '@/views/hooks/useCopy';
import { useLoaded } from '@/views/hooks/useLoaded';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { actorOptions } from '@/views/inspection';
import { useSignedInUser } from '@/views/session';

export default function ConnectionsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Connections`);
  const connections = useLoaded(connectionListMachine, LIST);
  return (
    <>
      <PageHeader title={t`Connections`} closeTo="/profile" />
      <Stack spacing={2}>
        <OwnInviteCode />
        <ConnectForm onConnected={connections.reload} />
        <EventList
          title={t`My Connections`}
          items={(connections.detail ?? []).map(({ userConnectionId, firstName, lastName, personName }) => ({
            key: userConnectionId,
            to: `/connections/${userConnectionId}`,
            primary: `${firstName} ${lastName}`,
            secondary: personName ? t`In your network as ${personName}` : t`Not linked to a person in your network yet`,
          }))}
          empty={connections.errorMessage ?? (connections.detail ? t`No connections yet: share your invite code.` : t`Loading ...`)}
        />
      </Stack>
    </>
  );
}

/** The user's own code, to read out or paste to a friend. */
function OwnInviteCode() {
  const { t } = useLingui();
  const { userInviteCode } = useSignedInUser();
  const { copy, copied, failed } = useCopy(userInviteCode);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}><Trans>Your invite code</Trans></Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
        <Typography sx={{ fontFamily: 'monospace', fontSize: 24, letterSpacing: 2 }} aria-label={t`Your invite code`}>{userInviteCode}</Typography>
        <Button variant="outlined" onClick={copy}><Trans>Copy</Trans></Button>
      </Stack>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {(copied && t`Copied!`) || (failed && t`Could not copy: please copy the code by hand.`)
          || t`Give it to a friend who uses FunPlans so they can connect with you.`}
      </Typography>
    </Paper>
  );
}

/** Enter a code, Next finds its owner, pick which person they are, Confirm. */
function ConnectForm({ onConnected }: { onConnected(): void }) {
  const { t, i18n } = useLingui();
  const { lookUpInviteCode, connectUser, fetchPeople } = useActors();
  const flow = useActorRef(
    connectByInviteMachine.provide({ actors: { lookUpInviteCode, connectUser }, actions: { reportConnected: onConnected } }),
    actorOptions(),
  );
  const code = useSelector(flow, selectCode);
  const foundUser = useSelector(flow, selectFoundUser);
  const personId = useSelector(flow, selectPersonId);
  const errorMessage = useSelector(flow, selectErrorMessage);
  const canSubmitCode = useSelector(flow, selectCanSubmitCode);
  const lookingUp = useSelector(flow, selectIsLookingUp);
  const connecting = useSelector(flow, selectIsConnecting);
  const connected = useSelector(flow, selectConnectedUser);

  const peopleList = useActorRef(peopleListMachine.provide({ actors: { fetchPeople } }), { input: {}, ...actorOptions() });
  const people = useSelector(peopleList, selectPeople);
  useEffect(() => peopleList.send({ type: 'people.load' }), [peopleList]);

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    flow.send({ type: 'code.submit' });
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}><Trans>Connect with a friend</Trans></Typography>
      <Stack component="form" direction="row" spacing={1} onSubmit={submitCode} noValidate>
        <TextField
          label={t`Invite code`}
          value={code}
          size="small"
          autoComplete="off"
          disabled={lookingUp || connecting}
          onChange={(event) => flow.send({ type: 'code.change', code: event.target.value })}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" disabled={!canSubmitCode} loading={lookingUp}><Trans>Next</Trans></Button>
      </Stack>
      {errorMessage && (
        <Alert severity="error" sx={{ mt: 2 }}>{typeof errorMessage === 'string' ? errorMessage : i18n._(errorMessage)}</Alert>
      )}
      {connected && (
        <Alert severity="success" sx={{ mt: 2 }}>
          <Trans>You are now connected with {{ firstName: connected.firstName }} {{ lastName: connected.lastName }}.</Trans>
        </Alert>
      )}
      {foundUser && (
        <Stack spacing={2} sx={{ mt: 2 }}>
          <FoundUser user={foundUser} />
          {people.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              <Trans>Your network is empty: <Link component={RouterLink} to="/network/add">add them as a person</Link> first.</Trans>
            </Typography>
          )}
          <TextField
            select
            label={t`Person in my network`}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            value={personId ?? ''}
            disabled={connecting}
            onChange={(event) => flow.send({ type: 'person.select', personId: event.target.value || null })}
          >
            <option value="">{t`Choose a person`}</option>
            {people.map((person) => <option key={person.personId} value={person.personId}>{person.personName}</option>)}
          </TextField>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" loading={connecting} onClick={() => flow.send({ type: 'connect.confirm' })}><Trans>Confirm</Trans></Button>
            <Button disabled={connecting} onClick={() => flow.send({ type: 'connect.cancel' })}><Trans>Cancel</Trans></Button>
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}

/** Whom the code belongs to, and the question which person of the network they are. */
function FoundUser({ user: { firstName, lastName } }: { user: InviteCodeUser }) {
  return (
    <Typography>
      <Trans>Found <strong>{firstName} {lastName}</strong>. Who are they in your network?</Trans>
    </Typography>
  );
}

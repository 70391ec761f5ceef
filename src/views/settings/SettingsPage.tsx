import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { PRICING_PLAN_LABELS } from '@/domain/accountLabels';
import type { User } from '@/domain/contract/auth';
import { dateLabel } from '@/domain/dateLabels';
import { selectCanLogOut, selectIsLoggingOut, selectLogoutError } from '@/machines/authSessionMachine';
import { accountDeleteMachine } from '@/machines/accountDeleteMachine';
import { AdminTabs } from '@/views/admin/AdminTabs';
import { PageHeader } from '@/views/components/PageHeader';
import { PersonAvatar } from '@/views/components/PersonAvatar';
import { useConfirm } from '@/views/hooks/useConfirm';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { useText } from '@/views/hooks/useText';
import { CalendarIntegrations } from '@/views/settings/CalendarIntegrations';
import { SettingsSection } from '@/views/settings/SettingsSection';
import { useUserToday } from '@/views/hooks/useUserToday';
import { AuthSession, useCurrentUser } from '@/views/session';

/** /settings; also open when signed out, where it says so (and, after deleting the account, why). */
export default function SettingsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Settings`);
  const user = useCurrentUser();
  const session = AuthSession.useActorRef();
  const deletion = useConfirm(accountDeleteMachine, {
    id: user?.userId ?? '',
    // The session is gone with the account: the session finds that out and signs out.
    reportDone: () => session.send({ type: 'session.expired' }),
    title: t`Delete your account?`,
    text: t`Your network, events, plans and connections are deleted for good. This cannot be undone.`,
  });

  if (!user || deletion.doneMessage) {
    return (
      <>
        <PageHeader title={t`Settings`} />
        {deletion.doneMessage && <Alert severity="success" sx={{ mb: 2 }}>{deletion.doneMessage}</Alert>}
        <Typography><Trans>Not logged in</Trans></Typography>
        <Link component={RouterLink} to="/login"><Trans>Log in</Trans></Link>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t`Settings`} errors={[deletion.errorMessage]} />
      <AdminTabs current="settings" />
      <Stack spacing={2}>
        <ProfileSummary user={user} />
        <Subscription user={user} />
        <SettingsSection title={t`Calendar integrations`}>
          <CalendarIntegrations />
        </SettingsSection>
        <SettingsSection title={t`Notifications`}>
          <Link component={RouterLink} to="/settings/notifications"><Trans>Choose how FunPlans notifies you</Trans></Link>
        </SettingsSection>
        <SettingsSection title={t`Webhooks`}>
          <Link component={RouterLink} to="/settings/webhooks"><Trans>Send your plans and events to your own apps</Trans></Link>
        </SettingsSection>
        <SettingsSection title={t`Ignore rules`}>
          <Link component={RouterLink} to="/settings/ignorerules"><Trans>Events you chose to ignore</Trans></Link>
        </SettingsSection>
        <SettingsSection title={t`API tokens`}>
          <Link component={RouterLink} to="/settings/tokens"><Trans>Personal access tokens for scripts that use the API</Trans></Link>
        </SettingsSection>
        <Account onDelete={deletion.request} canDelete={deletion.canRequest} />
      </Stack>
      {deletion.dialog}
    </>
  );
}

function ProfileSummary({ user }: { user: User }) {
  const { t } = useLingui();
  return (
    <SettingsSection title={t`Profile`}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <PersonAvatar avatar={user.userAvatar} color={user.userColor} alt={t`Your avatar`} size={56} />
        <div>
          <Typography sx={{ fontWeight: 600 }}>{user.firstName} {user.lastName}</Typography>
          <Typography variant="body2" color="text.secondary">{user.email ?? user.username}</Typography>
          <Link component={RouterLink} to="/profile/edit" variant="body2"><Trans>Edit profile</Trans></Link>
        </div>
      </Stack>
    </SettingsSection>
  );
}

function Subscription({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const today = useUserToday();
  const pricingPlan = i18n._(PRICING_PLAN_LABELS[user.pricingPlan]);
  const trialEnd = user.pricingPlan === 'TRIAL' && user.trialExpirationDate ? dateLabel(user.trialExpirationDate, today, i18n.locale) : null;
  return (
    <SettingsSection title={t`Subscription`}>
      <Typography>{trialEnd ? t`Current Plan: ${pricingPlan} until ${trialEnd}` : t`Current Plan: ${pricingPlan}`}
</Typography>
      <Link component={RouterLink} to="/subscription"><Trans>Manage subscription</Trans></Link>
    </SettingsSection>
  );
}

function Account({ onDelete, canDelete }: { onDelete(): void; canDelete: boolean }) {
  const { t } = useLingui();
  const text = useText();
  const session = AuthSession.useActorRef();
  const logoutError = AuthSession.useSelector(selectLogoutError);
  const loggingOut = AuthSession.useSelector(selectIsLoggingOut);
  const canLogOut = AuthSession.useSelector(selectCanLogOut);
  return (
    <SettingsSection title={t`Account`}>
      {logoutError && <Alert severity="error" sx={{ mb: 2 }}>{text(logoutError)}</Alert>}
      <Stack spacing={1.5}>
        <Button variant="outlined" size="large" disabled={!canLogOut} loading={loggingOut} onClick={() => session.send({ type: 'session.logout' })}>
          <Trans>Logout</Trans>
        </Button>
        <Button color="error" disabled={!canDelete} onClick={onDelete}><Trans>Delete account</Trans></Button>
      </Stack>
    </SettingsSection>
  );
}

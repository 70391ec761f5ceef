import Stack from '@mui/material/Stack';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/views/components/PageHeader';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { NotificationPreferences } from '@/views/settings/NotificationPreferences';
import { PushOptIn } from '@/views/settings/PushOptIn';
import { RecentDeliveries } from '@/views/settings/RecentDeliveries';
import { SettingsSection } from '@/views/settings/SettingsSection';

/** /settings/notifications: what reaches the user when and how, the devices that get pushes, and what was sent. */
export default function NotificationSettingsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Notifications`);
  return (
    <>
      <PageHeader title={t`Notifications`} closeTo="/settings" />
      <Stack spacing={2}>
        <SettingsSection title={t`What reaches you`}>
          <NotificationPreferences />
        </SettingsSection>
        <SettingsSection title={t`Push on your devices`}>
          <PushOptIn />
        </SettingsSection>
        <SettingsSection title={t`Recently sent`}>
          <RecentDeliveries />
        </SettingsSection>
      </Stack>
    </>
  );
}

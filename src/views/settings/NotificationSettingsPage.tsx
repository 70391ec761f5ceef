import Stack from '@mui/material/Stack';
import { PageHeader } from '@/views/components/PageHeader';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { NotificationPreferences } from '@/views/settings/NotificationPreferences';
import { PushOptIn } from '@/views/settings/PushOptIn';
import { RecentDeliveries } from '@/views/settings/RecentDeliveries';
import { SettingsSection } from '@/views/settings/SettingsSection';

/** /settings/notifications: what reaches the user when and how, the devices that get pushes, and what was sent. */
export default function NotificationSettingsPage() {
  useDocumentTitle('Notifications');
  return (
    <>
      <PageHeader title="Notifications" closeTo="/settings" />
      <Stack spacing={2}>
        <SettingsSection title="What reaches you">
          <NotificationPreferences />
        </SettingsSection>
        <SettingsSection title="Push on your devices">
          <PushOptIn />
        </SettingsSection>
        <SettingsSection title="Recently sent">
          <RecentDeliveries />
        </SettingsSection>
      </Stack>
    </>
  );
}

import { PageHeader } from '@/views/components/PageHeader';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { PushOptIn } from '@/views/settings/PushOptIn';

/** /settings/notifications: where notifications reach the user (Web Push for now; more settings join it). */
export default function NotificationSettingsPage() {
  useDocumentTitle('Notifications');
  return (
    <>
      <PageHeader title="Notifications" closeTo="/settings" />
      <PushOptIn />
    </>
  );
}

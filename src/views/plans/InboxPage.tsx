import { ComingSoonPage } from '@/views/components/ComingSoonPage';

export default function InboxPage() {
  return <ComingSoonPage title="Inbox" />;
}

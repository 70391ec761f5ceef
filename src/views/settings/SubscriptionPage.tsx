import { ComingSoonPage } from '@/views/components/ComingSoonPage';

export default function SubscriptionPage() {
  return <ComingSoonPage title="Subscription" />;
}

import { ComingSoonPage } from '@/views/components/ComingSoonPage';

export default function ExternalEventPage() {
  return <ComingSoonPage title="External event" />;
}

import { ComingSoonPage } from '@/views/components/ComingSoonPage';

export default function EventPage() {
  return <ComingSoonPage title="Event" />;
}

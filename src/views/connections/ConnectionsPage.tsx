import { ComingSoonPage } from '@/views/components/ComingSoonPage';

export default function ConnectionsPage() {
  return <ComingSoonPage title="Connections" />;
}

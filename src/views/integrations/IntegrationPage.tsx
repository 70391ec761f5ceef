import { ComingSoonPage } from '@/views/components/ComingSoonPage';

export default function IntegrationPage() {
  return <ComingSoonPage title="Calendar integration" />;
}

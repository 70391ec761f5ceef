import { ComingSoonPage } from '@/views/components/ComingSoonPage';

export default function ReportsPage() {
  return <ComingSoonPage title="Reports" />;
}

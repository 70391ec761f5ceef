import { ComingSoonPage } from '@/views/components/ComingSoonPage';
import { PublicLayout } from '@/views/components/PublicLayout';

export default function PlanResponsePage() {
  return (
    <PublicLayout>
      <ComingSoonPage title="Plan" />
    </PublicLayout>
  );
}

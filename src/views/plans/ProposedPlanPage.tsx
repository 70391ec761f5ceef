import { ComingSoonPage } from '@/views/components/ComingSoonPage';

export default function ProposedPlanPage() {
  return <ComingSoonPage title="Proposed plan" />;
}

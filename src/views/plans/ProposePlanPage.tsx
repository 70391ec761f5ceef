import { ComingSoonPage } from '@/views/components/ComingSoonPage';

export default function ProposePlanPage() {
  return <ComingSoonPage title="Propose plan" />;
}

import { ComingSoonPage } from '@/views/components/ComingSoonPage';

export default function IgnoreRulesPage() {
  return <ComingSoonPage title="Ignore rules" />;
}

import { ComingSoonPage } from '@/views/components/ComingSoonPage';

export default function ConnectionPage() {
  return <ComingSoonPage title="Connection" />;
}

import { ComingSoonPage } from '@/views/components/ComingSoonPage';

export default function AdminPage() {
  return <ComingSoonPage title="Admin" />;
}

import { ComingSoonPage } from '@/views/components/ComingSoonPage';

export default function AdminUserPage() {
  return <ComingSoonPage title="User" />;
}

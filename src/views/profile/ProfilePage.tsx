import { ComingSoonPage } from '@/views/components/ComingSoonPage';

export default function ProfilePage() {
  return <ComingSoonPage title="Me" />;
}

import { ComingSoonPage } from '@/views/components/ComingSoonPage';

export default function ProfileEditPage() {
  return <ComingSoonPage title="Edit profile" />;
}

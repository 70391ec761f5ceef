import { ComingSoonPage } from '@/views/components/ComingSoonPage';

export default function HomePage() {
  return <ComingSoonPage title="Home" />;
}

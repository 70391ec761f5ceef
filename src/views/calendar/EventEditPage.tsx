import { ComingSoonPage } from '@/views/components/ComingSoonPage';

export default function EventEditPage() {
  return <ComingSoonPage title="Edit event" />;
}

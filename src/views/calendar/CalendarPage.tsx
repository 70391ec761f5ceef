import { ComingSoonPage } from '@/views/components/ComingSoonPage';

export default function CalendarPage() {
  return <ComingSoonPage title="Calendar" />;
}

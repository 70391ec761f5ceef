import { ComingSoonPage } from '@/views/components/ComingSoonPage';

export default function HolidaysPage() {
  return <ComingSoonPage title="Holidays & Anniversaries" />;
}

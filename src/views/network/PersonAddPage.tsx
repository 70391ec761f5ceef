import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { PersonForm } from '@/views/network/PersonForm';

export default function PersonAddPage() {
  useDocumentTitle('Add person');
  return <PersonForm person={null} />;
}

import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { PersonForm } from '@/views/network/PersonForm';

export default function PersonAddPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Add person`);
  return <PersonForm person={null} />;
}

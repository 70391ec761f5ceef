import { useLingui } from '@lingui/react/macro';
import { personDetailMachine } from '@/machines/personDetailMachine';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { DetailPending } from '@/views/components/DetailPending';
import { PersonForm } from '@/views/network/PersonForm';
import { useLoaded } from '@/views/hooks/useLoaded';
import { useRouteParam } from '@/views/hooks/useRouteParam';

export default function PersonEditPage() {
  const personId = useRouteParam('personId');
  return <PersonEdit key={personId} personId={personId} />;
}

function PersonEdit({ personId }: { personId: string }) {
  const { t } = useLingui();
  const title = t`Edit person`;
  useDocumentTitle(title);
  const { detail, errorMessage, reload } = useLoaded(personDetailMachine, personId);
  if (!detail) {
    return <DetailPending title={title} closeTo={`/network/${personId}`} errorMessage={errorMessage} onRetry={reload} />;
  }
  return <PersonForm person={detail.personDetails} />;
}

import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import { recurringEventDetailMachine } from '@/machines/recurringEventDetailMachine';
import { PageHeader } from '@/views/components/PageHeader';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';
import { DetailPending } from '@/views/components/DetailPending';
import { RecurringEventForm } from '@/views/network/RecurringEventForm';
import { useLoaded } from '@/views/hooks/useLoaded';
import { useRouteParam } from '@/views/hooks/useRouteParam';

export default function RecurringEventEditPage() {
  const recurringEventId = useRouteParam('recurringEventId');
  return <RecurringEventEdit key={recurringEventId} recurringEventId={recurringEventId} />;
}

function RecurringEventEdit({ recurringEventId }: { recurringEventId: string }) {
  const { t } = useLingui();
  const title = t`Edit recurring event`;
  useDocumentTitle(title);
  const { detail, errorMessage, reload } = useLoaded(recurringEventDetailMachine, recurringEventId);
  const closeTo = `/recurringevents/${recurringEventId}`;
  if (!detail) return <DetailPending title={title} closeTo={closeTo} errorMessage={errorMessage} onRetry={reload} />;
  return (
    <>
      <PageHeader title={title} closeTo={closeTo} />
      {detail.userCreatedOrHoliday === 'holiday'
        ? <Alert severity="info"><Trans>Public holidays come with your country and cannot be changed.</Trans></Alert>
        : <RecurringEventForm input={{ recurringEvent: detail }} />}
    </>
  );
}

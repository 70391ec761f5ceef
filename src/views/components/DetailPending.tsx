import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { PageHeader } from '@/views/components/PageHeader';
import { useLingui } from '@lingui/react/macro';

interface DetailPendingProps {
  title: string;
  closeTo: string;
  /** Set once loading failed. */
  errorMessage: string | null;
  onRetry(): void;
}

/** Why loading failed, with 'Try again'. */
export function RetryAlert({ errorMessage, onRetry }: { errorMessage: string; onRetry(): void }) {
  const { t } = useLingui();
  return (
    <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{t`Try again`}</Button>}>
      {errorMessage}
    </Alert>
  );
}

/** What a page shows until what it is about has loaded: placeholders, or why it failed. */
export function DetailPending({ title, closeTo, errorMessage, onRetry }: DetailPendingProps) {
  const { t, i18n } = useLingui();
  // A title within a sentence: in lower case, but German writes its nouns capitalised.
  const subject = i18n.locale === 'de' ? title : title.toLowerCase();
  if (errorMessage) {
    return (
      <>
        <PageHeader title={title} closeTo={closeTo} />
        <RetryAlert errorMessage={errorMessage} onRetry={onRetry} />
      </>
    );
  }
  return (
    <Stack spacing={2} aria-busy aria-label={t`Loading ${subject}`} role="status">
      <Skeleton variant="rounded" height={180} />
      <Skeleton width="60%" height={32} />
      <Skeleton variant="rounded" height={96} />
    </Stack>
  );
}

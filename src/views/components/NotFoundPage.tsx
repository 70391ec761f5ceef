import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/views/components/PageHeader';
import { PublicLayout } from '@/views/components/PublicLayout';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';

export default function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <PublicLayout>
      <PageHeader title={t`Page not found`} />
      <Typography>
        <Trans>There is no page at this address. <Link component={RouterLink} to="/">Go to the home screen</Link></Trans>
      </Typography>
    </PublicLayout>
  );
}

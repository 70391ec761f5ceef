import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/views/components/PageHeader';
import { PublicLayout } from '@/views/components/PublicLayout';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <PublicLayout>
      <PageHeader title="Page not found" />
      <Typography>
        There is no page at this address. <Link component={RouterLink} to="/">Go to the home screen</Link>
      </Typography>
    </PublicLayout>
  );
}

import Typography from '@mui/material/Typography';
import { PageHeader } from '@/views/components/PageHeader';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';

/** A registered route whose page a later release fills in. */
export function ComingSoonPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <Typography color="text.secondary">Coming soon: this page is not ready yet.</Typography>
    </>
  );
}

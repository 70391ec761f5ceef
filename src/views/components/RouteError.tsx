import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/views/components/PageHeader';
import { PublicLayout } from '@/views/components/PublicLayout';

/** Shown when a page fails to load or render, e.g. after an update replaced its code. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : String(error);
  return (
    <PublicLayout>
      <PageHeader title="Something went wrong" errors={[detail]} />
      <Typography sx={{ mb: 2 }}>Reloading the page usually helps.</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>Reload</Button>
    </PublicLayout>
  );
}

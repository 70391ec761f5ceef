import { Trans } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import { useSignedInUser } from '@/views/session';

/** SPEC.md section 2: the admin pages open for anyone, but only an admin's calls succeed. */
export function NotAdminAlert() {
  const { rights } = useSignedInUser();
  if (rights === 'ADMIN') return null;
  return <Alert severity="warning" sx={{ mb: 2 }}><Trans>Not admin! Functions won&apos;t work</Trans></Alert>
;
}

import { Link as RouterLink } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { dateLabel } from '@/domain/dateLabels';
import { useSignedInUser } from '@/views/session';
import { useUserToday } from '@/views/hooks/useUserToday';

/** SPEC.md section 2: shown to TRIAL users only, linking to /subscription. */
export function TrialBanner() {
  const { pricingPlan, trialExpirationDate } = useSignedInUser();
  const today = useUserToday();
  const { i18n } = useLingui();
  if (pricingPlan !== 'TRIAL' || !trialExpirationDate) return null;
  const expiry = dateLabel(trialExpirationDate, today, i18n.locale);
  return (
    <Alert severity="info" icon={false} role="note" sx={{ mb: 2 }}>
      <Trans>Current Plan: TRIAL until {expiry}. <Link component={RouterLink} to="/subscription" sx={{ fontWeight: 600 }}>Manage</Link></Trans>
    </Alert>
  );
}

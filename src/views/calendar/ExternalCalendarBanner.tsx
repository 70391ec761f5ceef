import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EXTERNAL_CALENDAR_STATUSES } from '@/domain/contract/events';

type ExternalCalendarStatus = (typeof EXTERNAL_CALENDAR_STATUSES)[number];

const DISMISSED_KEY = 'funplans.externalCalendarBannerDismissed';

const wasDismissed = () => {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * SPEC.md section 4: when the linked calendar could not be read, an info banner invites the user to
 * connect it again; once closed it stays closed for the browser session.
 */
export function ExternalCalendarBanner({ status }: { status: ExternalCalendarStatus | null }) {
  const { t } = useLingui();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (status !== 'CONNECTED_BUT_FETCHING_FAILED' || dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Without storage the banner stays closed until the page reloads.
    }
  };
  return (
    <Alert severity="info" onClose={dismiss} closeText={t`Dismiss`} sx={{ mb: 2 }}>
      <Trans>
        Your linked calendar could not be read, so its events are missing here.{' '}
        <Link component={RouterLink} to="/settings" color="inherit" sx={{ fontWeight: 700 }}>Connect it again in Settings</Link>
      </Trans>
    </Alert>
  );
}

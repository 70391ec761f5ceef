import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCurrentUser } from '@/views/session';

/** SPEC.md section 2: admins switch between Settings and Admin; others see no tabs. */
export function AdminTabs({ current }: { current: 'settings' | 'admin' }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  if (user?.rights !== 'ADMIN') return null;
  return (
    <Tabs value={current} aria-label={t`Settings or admin`} sx={{ mb: 2 }} component="nav">
      <Tab value="settings" label={t`Settings`} component={RouterLink} to="/settings" />
      <Tab value="admin" label={t`Admin`} component={RouterLink} to="/admin" />
    </Tabs>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCurrentUser } from '@/views/session';

/** SPEC.md section 2: admins switch between Settings and Admin; others see no tabs. */
export function AdminTabs({ current }: { current: 'settings' | 'admin' }) {
  const user = useCurrentUser();
  if (user?.rights !== 'ADMIN') return null;
  return (
    <Tabs value={current} aria-label="Settings or admin" sx={{ mb: 2 }} component="nav">
      <Tab value="settings" label="Settings" component={RouterLink} to="/settings" />
      <Tab value="admin" label="Admin" component={RouterLink} to="/admin" />
    </Tabs>
  );
}

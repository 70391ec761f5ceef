import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { PRICING_PLAN_LABELS } from '@/domain/accountLabels';
import { LIST } from '@/machines/detailMachine';
import { adminUserListMachine } from '@/machines/adminUserDetailMachine';
import { AdminTabs } from '@/views/admin/AdminTabs';
import { NotAdminAlert } from '@/views/admin/NotAdminAlert';
import { adminUserName, eventCount, matchesSearch, peopleCount } from '@/views/admin/adminLabels';
import { EventList } from '@/views/components/EventList';
import { PageHeader } from '@/views/components/PageHeader';
import { useLoaded } from '@/views/hooks/useLoaded';
import { useDocumentTitle } from '@/views/hooks/useDocumentTitle';

type UserTab = 'active' | 'deleted';

export default function AdminPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Admin`);
  const users = useLoaded(adminUserListMachine, LIST);
  const [tab, setTab] = useState<UserTab>('active');
  const [search, setSearch] = useState('');
  const all = users.detail ?? [];
  const inTab = (deleted: boolean) => all.filter((user) => (user.deleted_at !== null) === deleted);
  const shown = inTab(tab === 'deleted').filter((user) => matchesSearch(user, search));
  const activeCount = inTab(false).length;
  const deletedCount = inTab(true).length;
  return (
    <>
      <PageHeader title={t`Admin`} />
      <AdminTabs current="admin" />
      <NotAdminAlert />
      {users.errorMessage && <Alert severity="error" sx={{ mb: 2 }}>{users.errorMessage}</Alert>}
      <TextField label={t`Search by name or email`} type="search" fullWidth size="small" value={search} onChange={(event) => setSearch(event.target.value)} />
      <Tabs value={tab} onChange={(_, value: UserTab) => setTab(value)} aria-label={t`Users`} sx={{ mt: 1 }}>
        <Tab value="active" label={t`Active (${activeCount})`} id="users-tab-active" aria-controls="users-panel" />
        <Tab value="deleted" label={t`Deleted (${deletedCount})`} id="users-tab-deleted" aria-controls="users-panel" />
      </Tabs>
      <div role="tabpanel" id="users-panel" aria-labelledby={`users-tab-${tab}`}>
        <EventList
          title={tab === 'active' ? t`Active users` : t`Deleted users`}
          items={shown.map((user) => ({
            key: user.userId,
            to: `/admin/users/${user.userId}`,
            primary: adminUserName(user),
            secondary: [
              user.email ?? user.username,
              i18n._(PRICING_PLAN_LABELS[user.pricingPlan]),
              peopleCount(user.personCount),
              eventCount(user.eventCount),
            ].join(' · '),
          }))}
          empty={users.detail ? t`No users here.` : t`Loading ...`}
        />
      </div>
    </>
  );
}

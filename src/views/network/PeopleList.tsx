import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import type { Person } from '@/domain/contract/people';
import type { PeopleListStatus } from '@/machines/peopleListMachine';
import { PersonRow, ROW_HEIGHT_PX } from '@/views/network/PersonRow';
import { useUserToday } from '@/views/hooks/useUserToday';

/** SPEC.md section 9: five placeholder rows while the list loads. */
const PLACEHOLDER_ROWS = 5;

interface PeopleListProps {
  status: PeopleListStatus;
  people: readonly Person[];
  errorMessage: MessageDescriptor | null;
  /** Marked as the page shown, when it is beside the list. */
  selectedPersonId?: string;
}

/** The /network list in each of its states. */
export function PeopleList({ status, people, errorMessage, selectedPersonId }: PeopleListProps) {
  const { t, i18n } = useLingui();
  const today = useUserToday();
  if (status === 'failed') return <Alert severity="error">{errorMessage && i18n._(errorMessage)}</Alert>;
  if (status === 'succeeded' && people.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
        <Box component="img" src="/img/avatars/avatar_group_2.png" alt="" width={120} height={120} sx={{ borderRadius: '50%', mb: 2 }} />
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}><Trans>Uh-oh, no people in your network yet!</Trans></Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          <Trans>Add some people to the list using &apos;+&apos; button to get started.</Trans>
        </Typography>
      </Box>
    );
  }
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {status === 'succeeded' ? (
        <Box component="ul" aria-label={t`People`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {people.map((person) => (
            <PersonRow key={person.personId} person={person} today={today} selected={person.personId === selectedPersonId} />
          ))}
        </Box>
      ) : (
        <Box component="ul" aria-label={t`Loading people`} aria-busy sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
            <Box
              component="li"
              key={index}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: ROW_HEIGHT_PX, px: 1.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <Skeleton variant="circular" width={48} height={48} />
              <Box sx={{ flexGrow: 1 }}>
                <Skeleton width="45%" />
                <Skeleton width="80%" />
              </Box>
              <Skeleton variant="rounded" width={40} height={28} />
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}

import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Person, UserConnection } from '@/domain/contract/people';
import { BackIcon, DeleteIcon, EditIcon, RepeatIcon } from '@/views/icons';
import { ActionsDial, type DialAction } from '@/views/components/ActionsDial';
import { AvatarDrawing } from '@/views/components/AvatarDrawing';

interface PersonHeaderProps {
  person: Person;
  connections: readonly UserConnection[];
  /** The last-seen or upcoming line. */
  seenLine: string;
  actions: readonly DialAction[];
}

export const ACTION_ICONS = { delete: <DeleteIcon />, edit: <EditIcon />, recurring: <RepeatIcon /> };

/** The top of a person's page, in their colour: back link, speed dial, avatar, name, connections. */
export function PersonHeader({ person, connections, seenLine, actions }: PersonHeaderProps) {
  const { t } = useLingui();
  const { personName } = person;
  return (
    <Box
      component="header"
      sx={{ position: 'relative', bgcolor: person.personColor, borderRadius: 4, px: 2, pt: 1, pb: 3, mb: 2, textAlign: 'center' }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', minHeight: 56 }}>
        <IconButton component={RouterLink} to="/network" aria-label={t`Back to network`} edge="start" sx={{ color: 'text.primary' }}>
          <BackIcon />
        </IconButton>
        <ActionsDial label={t`Person actions`} actions={actions} />
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: -3 }}>
        <AvatarDrawing avatar={person.personAvatar} alt={t`${personName}'s avatar`} size={96} />
      </Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mt: 1.5, overflowWrap: 'anywhere' }}>
        {personName}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, opacity: 0.85 }}>{seenLine}</Typography>
      {connections.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap', mt: 1.5 }}>
          {connections.map(({ userConnectionId, firstName, lastName }) => (
            <Chip
              key={userConnectionId}
              component={RouterLink}
              to={`/connections/${userConnectionId}`}
              clickable
              label={t`Connected with ${firstName} ${lastName}`}
              sx={{ bgcolor: 'background.paper' }}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}

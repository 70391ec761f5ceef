import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import { AVATARS, type AvatarName } from '@/domain/constants';
import { AVATAR_LABELS } from '@/domain/avatarLabels';
import { avatarSrc } from '@/domain/avatars';
import { visuallyHidden } from '@/views/components/visuallyHidden';

interface AvatarPickerProps {
  value: AvatarName;
  disabled: boolean;
  onChange(avatar: AvatarName): void;
}

/** The seven avatars of the palette as a radio group; each is drawn on its own colour. */
export function AvatarPicker({ value, disabled, onChange }: AvatarPickerProps) {
  const { i18n } = useLingui();
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }} disabled={disabled}>
      <FormLabel component="legend" sx={{ mb: 1 }}><Trans>Avatar</Trans></FormLabel>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${AVATARS.length}, minmax(0, 56px))`, justifyContent: 'space-between', gap: 0.5 }}>
        {AVATARS.map(({ avatar, color }) => (
          <Box
            component="label"
            key={avatar}
            sx={{
              position: 'relative',
              display: 'grid',
              placeItems: 'center',
              p: '3px',
              borderRadius: '50%',
              cursor: disabled ? 'default' : 'pointer',
              outline: '3px solid',
              outlineColor: avatar === value ? 'primary.main' : 'transparent',
              transition: 'outline-color 120ms',
              '&:has(input:focus-visible)': { boxShadow: (theme) => `0 0 0 6px ${theme.palette.primary.light}` },
            }}
          >
            <Box
              component="input"
              type="radio"
              name="personAvatar"
              value={avatar}
              checked={avatar === value}
              aria-label={i18n._(AVATAR_LABELS[avatar])}
              onChange={() => onChange(avatar)}
              sx={visuallyHidden}
            />
            <Box
              component="img"
              src={avatarSrc(avatar)}
              alt={i18n._(AVATAR_LABELS[avatar])}
              width={56}
              height={56}
              sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: '50%', bgcolor: color }}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

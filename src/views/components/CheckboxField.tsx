import { type ChangeEvent, type ReactNode, useRef } from 'react';
import Box from '@mui/material/Box';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useEnteredBeforeHydration } from '@/views/firstScreen';

export interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
}

/**
 * A labelled checkbox that looks like MUI's Checkbox in a FormControlLabel, for the public pages:
 * the browser's own checkbox (hidden over the box, so it keeps the label, the keyboard and the
 * form behaviour) with the Material box outlines drawn on top. MUI's pair brings its switch base,
 * form-control plumbing and click ripple, about 3.5 kB gzipped that a first visit on a phone would
 * download for one or a few boxes. The keyboard focus shows the round wash MUI's focus ripple
 * shows, without its pulse.
 */
export function CheckboxField({ label, checked, onChange, disabled = false }: CheckboxFieldProps) {
  const box = useRef<HTMLInputElement>(null);
  useEnteredBeforeHydration(box, (element) => element.checked !== checked, onChange);
  return (
    <Box
      component="label"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        verticalAlign: 'middle',
        WebkitTapHighlightColor: 'transparent',
        cursor: disabled ? 'default' : 'pointer',
        ml: '-11px',
        mr: 2,
      }}
    >
      <Box
        component="span"
        sx={(theme) => ({
          position: 'relative',
          display: 'inline-flex',
          p: '9px',
          borderRadius: '50%',
          color: disabled ? 'action.disabled' : checked ? 'primary.main' : 'text.secondary',
          ...(!disabled && {
            '&:hover': { bgcolor: theme.alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
            '@media (hover: none)': { '&:hover': { bgcolor: 'transparent' } },
          }),
          '&:has(input:focus-visible)::before': {
            content: '""',
            position: 'absolute',
            inset: 0,
            borderRadius: '50%',
            bgcolor: 'currentColor',
            opacity: 0.3,
          },
        })}
      >
        <Box
          component="input"
          type="checkbox"
          ref={box}
          checked={checked}
          disabled={disabled}
          onChange={onChange}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', m: 0, p: 0, opacity: 0, cursor: 'inherit', zIndex: 1 }}
        />
        {/* Material Design's check_box and check_box_outline_blank icons. */}
        <SvgIcon>
          <path
            d={checked
              ? 'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z'
              : 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z'}
          />
        </SvgIcon>
      </Box>
      <Typography component="span" sx={disabled ? { color: 'text.disabled' } : undefined}>{label}</Typography>
    </Box>
  );
}

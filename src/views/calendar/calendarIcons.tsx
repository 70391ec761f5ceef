import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/* The icons of the calendar pages, drawn on a 24×24 grid like those in views/icons.tsx. */

export const HelpIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 17h-2v-2h2zm2.1-7.7-.9.9c-.7.7-1.2 1.3-1.2 2.8h-2v-.5c0-1.1.5-2.1 1.2-2.8l1.2-1.3a2 2 0 1 0-3.4-1.4H8a4 4 0 1 1 7.1 2.3z" />
  </SvgIcon>
);

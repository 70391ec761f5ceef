import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/* The few icons the app needs, drawn on a 24×24 grid. */

export const HomeIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M12 3 2.5 11h2.7v10h5.3v-6h3v6h5.3V11h2.7z" />
  </SvgIcon>
);

export const NetworkIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <circle cx="8.5" cy="8" r="3.3" />
    <circle cx="16.8" cy="9" r="2.7" />
    <path d="M2 20c0-3.8 2.9-6.3 6.5-6.3S15 16.2 15 20z" />
    <path d="M16 13.3c3.4-.4 6 1.9 6 5.4V20h-5.4c0-2.6-.2-4.8-.6-6.7z" />
  </SvgIcon>
);

export const MeIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="7.8" r="4.2" />
    <path d="M3.5 21c0-4.6 3.8-7.6 8.5-7.6s8.5 3 8.5 7.6z" />
  </SvgIcon>
);

export const MoreIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <circle cx="5" cy="12" r="2.2" />
    <circle cx="12" cy="12" r="2.2" />
    <circle cx="19" cy="12" r="2.2" />
  </SvgIcon>
);

export const CloseIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M6.3 4.9 12 10.6l5.7-5.7 1.4 1.4-5.7 5.7 5.7 5.7-1.4 1.4-5.7-5.7-5.7 5.7-1.4-1.4 5.7-5.7-5.7-5.7z" />
  </SvgIcon>
);

export const ChevronLeftIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z" />
  </SvgIcon>
);

export const ChevronRightIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" />
  </SvgIcon>
);

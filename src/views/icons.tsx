import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/* The icons several features share (the navigation's, the page header's, the speed dials'), drawn on a 24×24 grid. */

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

export const BackIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z" />
  </SvgIcon>
);

export const EditIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M3 17.3V21h3.7l11-11-3.7-3.7zM20.7 7c.4-.4.4-1 0-1.4l-2.3-2.3a1 1 0 0 0-1.4 0l-1.8 1.8 3.7 3.7z" />
  </SvgIcon>
);

export const DeleteIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M9 3h6l1 2h4v2H4V5h4zM6 8h12l-1 13H7zm4 3v7h1.5v-7zm2.5 0v7H14v-7z" />
  </SvgIcon>
);

export const RepeatIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M7 7h10v3l4-4-4-4v3H5v6h2zm10 10H7v-3l-4 4 4 4v-3h12v-6h-2z" />
  </SvgIcon>
);

export const MoreVertIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <circle cx="12" cy="5" r="2.2" />
    <circle cx="12" cy="12" r="2.2" />
    <circle cx="12" cy="19" r="2.2" />
  </SvgIcon>
);

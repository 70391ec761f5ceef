import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/* The icons of the network pages, drawn on a 24×24 grid like those in views/icons.tsx. */

export const AddIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M11 4h2v7h7v2h-7v7h-2v-7H4v-2h7z" />
  </SvgIcon>
);

export const CalendarIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M7 2h2v2h6V2h2v2h2.5A1.5 1.5 0 0 1 21 5.5v14a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 19.5v-14A1.5 1.5 0 0 1 4.5 4H7zM5 9v10h14V9zm2 2h4v4H7z" />
  </SvgIcon>
);

export const BackIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z" />
  </SvgIcon>
);

export const MessageIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2zm3 5v2h10V8zm0 4v2h7v-2z" />
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

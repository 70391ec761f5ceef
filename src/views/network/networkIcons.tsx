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

export const MessageIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2zm3 5v2h10V8zm0 4v2h7v-2z" />
  </SvgIcon>
);

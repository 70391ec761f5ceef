import { createTheme, darken } from '@mui/material/styles';
import { AVATARS, DEFAULT_COLOR } from '@/domain/constants';

const paletteColor = (avatar: (typeof AVATARS)[number]['avatar']) =>
  AVATARS.find((entry) => entry.avatar === avatar)?.color ?? DEFAULT_COLOR;

/** Ink dark enough to read on every pastel of the avatar palette. */
const INK = '#12293A';

/**
 * The avatar palette is the brand. Its pastels are too faint for text, focus rings and outlines
 * on white, so interactive elements use a deep shade of the default colour and keep the pastel
 * as their light tone; surfaces use the pastels themselves.
 */
export const theme = createTheme({
  // Material's breakpoints, but the desktop layout (navigation rail, columns) starts at 1024 px, a
  // laptop's narrowest window or a tablet held landscape, rather than at Material's 1200.
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1024, xl: 1536 } },
  palette: {
    primary: { main: darken(DEFAULT_COLOR, 0.6), light: DEFAULT_COLOR, contrastText: '#FFFFFF' },
    secondary: { main: paletteColor('avatar_female_2'), contrastText: INK },
    background: { default: '#F5FAFD' },
    text: { primary: INK },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});

/** A soft wash of the palette behind the public pages. */
export const brandWash = `linear-gradient(160deg, ${DEFAULT_COLOR} 0%, ${paletteColor('avatar_group_1')} 55%, ${paletteColor('avatar_female_2')} 100%)`;

/** From this width on the app shows its desktop layout (a navigation rail, pages in columns); narrower is a phone's. */
export const DESKTOP_UP = theme.breakpoints.up('lg');

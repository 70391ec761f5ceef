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

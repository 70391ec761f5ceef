import useMediaQuery from '@mui/material/useMediaQuery';
import { DESKTOP_UP } from '@/views/theme';

/**
 * Whether the window is desktop-wide (src/views/theme.ts), for the parts that only the desktop
 * layout renders. Read synchronously on the first render (`noSsr`), so the page draws the right
 * layout at once instead of the phone's first; it follows the window when it is resized.
 * What only moves or hides is CSS media queries (DESKTOP_UP in `sx`) instead.
 */
export const useIsDesktop = () => useMediaQuery(DESKTOP_UP, { noSsr: true });

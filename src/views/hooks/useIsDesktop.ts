import useMediaQuery from '@mui/material/useMediaQuery';
import { startedWith } from '@/views/firstScreen';
import { DESKTOP_UP } from '@/views/theme';

/**
 * Whether the window is desktop-wide (src/views/theme.ts), for the parts that only the desktop
 * layout renders. Read synchronously on the first render (`noSsr`), so the page draws the right
 * layout at once instead of the phone's first; it follows the window when it is resized. A page the
 * server drew starts from the layout the server drew (the first render must repeat it), and moves
 * to the window's own right after.
 * What only moves or hides is CSS media queries (DESKTOP_UP in `sx`) instead.
 */
export function useIsDesktop() {
  const { drawnDesktop } = startedWith();
  return useMediaQuery(DESKTOP_UP, drawnDesktop === undefined ? { noSsr: true } : { defaultMatches: drawnDesktop });
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { RAIL_WIDTH_PX, WIDE_PAGE_PX } from '@/views/components/desktopLayout';
import { STANDALONE_EXTRA_PADDING_PX, useStandaloneMode } from '@/views/hooks/useStandaloneMode';
import { DESKTOP_UP } from '@/views/theme';

/** SPEC.md section 2: floating buttons sit 70px from the bottom, 20px higher in home-screen mode. */
const FLOATING_BOTTOM_PX = 70;

/**
 * Holds a Fab above the bottom navigation, at the right edge of the page column, and leaves room
 * below the page so the button never hides its end. On a desktop, where no bar is below, it sits
 * in the bottom corner of the wide page column (the network's pages, the only ones with one).
 */
export function FloatingAction({ children }: { children: ReactNode }) {
  const standalone = useStandaloneMode();
  return (
    <>
      <Box sx={{ height: 72 }} />
      <Box
        sx={{
          position: 'fixed',
          zIndex: 'speedDial',
          bottom: FLOATING_BOTTOM_PX + (standalone ? STANDALONE_EXTRA_PADDING_PX : 0),
          // The page column is at most 600px wide (Container "sm"); keep the button inside it.
          right: 'max(16px, calc(50vw - 300px + 16px))',
          // The column is centred right of the rail; its content ends 24px (the Container's padding) inside it.
          [DESKTOP_UP]: { bottom: 24, right: `max(24px, calc(50vw - ${RAIL_WIDTH_PX / 2 + WIDE_PAGE_PX / 2 - 24}px))` },
        }}
      >
        {children}
      </Box>
    </>
  );
}

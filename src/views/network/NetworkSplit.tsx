import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { NetworkList } from '@/views/network/NetworkList';

interface NetworkSplitProps {
  selectedPersonId?: string;
  /** The pane beside the list: the selected person's page, or a word that none is. */
  children: ReactNode;
}

/**
 * The network on a desktop: the list on the left, kept in view while the pane on the right
 * scrolls (it scrolls itself when longer than the window), and the pane.
 */
export function NetworkSplit({ selectedPersonId, children }: NetworkSplitProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '380px minmax(0, 1fr)', columnGap: 3, alignItems: 'start' }}>
      {/* From the top of the window down (the shell's 24 px above the page are the list's own), so it fills it. */}
      <Box sx={{ position: 'sticky', top: 0, maxHeight: '100vh', overflowY: 'auto', mt: -3, pt: 3, pb: 2 }}>
        <NetworkList selectedPersonId={selectedPersonId} />
      </Box>
      <div>{children}</div>
    </Box>
  );
}

import { type ReactNode, Suspense, lazy } from 'react';
import Box from '@mui/material/Box';
import { MoreVertIcon } from '@/views/icons';

export interface DialAction {
  name: string;
  icon: ReactNode;
  disabled: boolean;
  onClick(): void;
}

export interface ActionsDialProps {
  /** The dial's own name, e.g. 'Person actions'. */
  label: string;
  actions: readonly DialAction[];
}

// The speed dial (its tooltips, popper and transitions: about 14 kB gzipped) is no part of the
// first paint; until its code is here, a closed dial that looks the same stands in its place.
const ActionsSpeedDial = lazy(() => import('@/views/components/ActionsSpeedDial'));

/** A page's actions in a speed dial at the top right (ActionsSpeedDial). */
export function ActionsDial(props: ActionsDialProps) {
  return (
    <Suspense fallback={<ClosedDial />}>
      <ActionsSpeedDial {...props} />
    </Suspense>
  );
}

/** The dial's closed button as a picture only: screen readers meet the real one a moment later. */
function ClosedDial() {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute', top: 8, right: 8, width: 40, height: 40, borderRadius: '50%', display: 'grid', placeItems: 'center',
        bgcolor: 'background.paper', boxShadow: 1,
      }}
    >
      <MoreVertIcon />
    </Box>
  );
}

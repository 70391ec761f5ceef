import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';

/** What the shell shows until it knows the current user. */
export function LoadingScreen() {
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '60dvh' }}>
      <Typography color="text.secondary"><Trans>Loading ...</Trans></Typography>
    </Box>
  );
}

/**
 * Shown while the code of the first page arrives. Words rather than MUI's spinner, which every
 * page's first download carried (docs/PERFORMANCE.md).
 */
export function PageLoading() {
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '60dvh' }}>
      <Typography color="text.secondary"><Trans>Loading page ...</Trans></Typography>
    </Box>
  );
}

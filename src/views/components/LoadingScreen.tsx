import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** What the shell shows until it knows the current user. */
export function LoadingScreen() {
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '60dvh' }}>
      <Typography color="text.secondary">Loading ...</Typography>
    </Box>
  );
}

/** Shown while the code of the first page arrives. */
export function PageLoading() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60dvh' }}>
      <CircularProgress aria-label="Loading page" />
    </Box>
  );
}

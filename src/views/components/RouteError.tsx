import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { PublicLayout } from '@/views/components/PublicLayout';

/**
 * Shown when a page fails to load or render, e.g. after an update replaced its code. It is part of
 * every page's first download (it must not depend on a chunk that may fail to arrive), so it is
 * drawn with the theme on plain elements: MUI's Button, Alert and the page header's close button
 * brought their ripple and focus machinery, 12 kB gzipped of every first paint (docs/PERFORMANCE.md).
 */
export function RouteError({ error }: { error: unknown }) {
  return (
    <PublicLayout>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}><Trans>Something went wrong</Trans></Typography>
      <Typography role="alert" sx={{ mb: 2, px: 2, py: 1.5, borderRadius: 1, bgcolor: '#FDEDED', color: 'error.dark' }}>
        {String(error)}
      </Typography>
      <Typography sx={{ mb: 2 }}><Trans>Reloading the page usually helps.</Trans></Typography>
      <Box
        component="button"
        type="button"
        onClick={() => window.location.reload()}
        sx={{
          typography: 'button', px: 2, py: 0.75, border: 0, borderRadius: 1, cursor: 'pointer',
          bgcolor: 'primary.main', color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.dark' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.light', outlineOffset: 2 },
        }}
      >
        <Trans>Reload</Trans>
      </Box>
    </PublicLayout>
  );
}

interface BoundaryState {
  error: unknown;
  /** The page that failed: going to another one tries again. */
  failedAt: string | null;
}

class PageErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps({ pathname }: { pathname: string }, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failedAt === null && state.error !== null) return { failedAt: pathname };
    if (state.failedAt !== null && state.failedAt !== pathname) return { error: null, failedAt: null };
    return null;
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/** Catches a page that fails to load or render and shows RouteError until the user goes elsewhere. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <PageErrorBoundary pathname={useLocation().pathname}>{children}</PageErrorBoundary>;
}

import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/views/components/PageHeader';
import { PublicLayout } from '@/views/components/PublicLayout';

/** Shown when a page fails to load or render, e.g. after an update replaced its code. */
export function RouteError({ error }: { error: unknown }) {
  return (
    <PublicLayout>
      <PageHeader title="Something went wrong" errors={[String(error)]} />
      <Typography sx={{ mb: 2 }}>Reloading the page usually helps.</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>Reload</Button>
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

import type { ReactElement } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { RAIL_WIDTH_PX } from '@/views/components/desktopLayout';
import { visuallyHidden } from '@/views/components/visuallyHidden';
import { STANDALONE_EXTRA_PADDING_PX, useStandaloneMode } from '@/views/hooks/useStandaloneMode';
import { HomeIcon, MeIcon, MoreIcon, NetworkIcon } from '@/views/icons';
import { DESKTOP_UP } from '@/views/theme';

interface Tab {
  label: string;
  /**
   * Said after the label to screen readers and search engines, not shown: a link named 'More'
   * alone tells neither where it leads (Lighthouse's link-text audit reads the link's text).
   */
  hiddenHint?: string;
  to: string;
  icon: ReactElement;
  /** First path segments of the pages that belong to this tab. */
  sections: readonly string[];
}

const TABS: readonly Tab[] = [
  { label: 'Home', to: '/', icon: <HomeIcon />, sections: ['', 'calendar', 'inbox', 'proposedplans', 'recurringevents', 'externalcalendar'] },
  { label: 'Network', to: '/network', icon: <NetworkIcon />, sections: ['network', 'proposeplan'] },
  { label: 'Me', to: '/profile', icon: <MeIcon />, sections: ['profile', 'reports', 'holidays', 'connections'] },
  { label: 'More', hiddenHint: 'settings', to: '/settings', icon: <MoreIcon />, sections: ['settings', 'subscription', 'admin'] },
];

export const BOTTOM_NAV_HEIGHT_PX = 56;

const tabOf = (pathname: string) => TABS.find((tab) => tab.sections.includes(pathname.split('/')[1] ?? ''));

/**
 * The four tabs: a bar at the bottom of a phone, a rail down the left edge of a desktop. One
 * navigation restyled by a media query, so the right one shows from the first paint and only one
 * is ever on screen or in the accessibility tree.
 */
export function MainNav() {
  const { pathname } = useLocation();
  const standalone = useStandaloneMode();
  const current = tabOf(pathname);
  return (
    <Paper
      component="nav"
      aria-label="Main"
      elevation={8}
      sx={{
        position: 'fixed', left: 0, right: 0, bottom: 0, pb: standalone ? `${STANDALONE_EXTRA_PADDING_PX}px` : 0,
        [DESKTOP_UP]: {
          top: 0, right: 'auto', width: RAIL_WIDTH_PX, pb: 0, borderRadius: 0, boxShadow: 'none', borderRight: 1, borderColor: 'divider',
        },
      }}
    >
      <BottomNavigation
        showLabels
        value={current?.to ?? false}
        sx={{
          height: BOTTOM_NAV_HEIGHT_PX,
          // The selected tab's icon sits on a pill of the brand pastel.
          '& .Mui-selected svg': { boxSizing: 'content-box', px: 2, py: 0.25, borderRadius: 4, bgcolor: 'primary.light' },
          [DESKTOP_UP]: {
            height: 'auto', flexDirection: 'column', gap: 1.5, pt: 3,
            '& .MuiBottomNavigationAction-root': { flex: 'none', minWidth: 0, py: 1 },
          },
        }}
      >
        {TABS.map((tab) => (
          <BottomNavigationAction
            key={tab.to}
            component={RouterLink}
            to={tab.to}
            value={tab.to}
            label={tab.hiddenHint ? <>{tab.label}<Box component="span" sx={visuallyHidden}> {tab.hiddenHint}</Box></> : tab.label}
            icon={tab.icon}
            aria-current={tab === current ? 'page' : undefined}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}

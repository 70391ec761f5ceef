import { Navigate, Outlet, useLocation, useMatch } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { matchesRoute } from '@/domain/pages';
import { NARROW_PAGE_PX, RAIL_WIDTH_PX, WIDE_PAGE_PX } from '@/views/components/desktopLayout';
import { BOTTOM_NAV_HEIGHT_PX, MainNav } from '@/views/components/MainNav';
import { LoadingScreen } from '@/views/components/LoadingScreen';
import { OfflineNotice } from '@/views/components/OfflineNotice';
import { selectIsOffline } from '@/machines/authSessionMachine';
import { STANDALONE_EXTRA_PADDING_PX, useStandaloneMode } from '@/views/hooks/useStandaloneMode';
import { loginPath } from '@/views/paths';
import { AuthSession, useSessionStatus } from '@/views/session';
import { DESKTOP_UP } from '@/views/theme';

/** The pages that lay themselves out in columns on a desktop; the others keep a readable width there. */
const PAGES_IN_COLUMNS = ['/', '/network', '/network/:personId', '/calendar', '/calendar/monthly/:yearMonth'];

/** The frame of the signed-in pages: the page above the four tabs on a phone, beside their rail on a desktop. */
export default function Shell() {
  const status = useSessionStatus();
  const offline = AuthSession.useSelector(selectIsOffline);
  const location = useLocation();
  const standalone = useStandaloneMode();
  // Signed out, /settings says so ('Not logged in') instead of sending the user to log in.
  const signedOutToo = useMatch('/settings') !== null;

  if (status === 'loading') return <LoadingScreen />;
  if (status === 'offline') return <OfflineNotice fullScreen />;
  if (status === 'signedOut' && !signedOutToo) {
    return <Navigate to={loginPath(location.pathname + location.search + location.hash)} replace />;
  }
  // After a logout the session machine itself goes to /login.
  if (status === 'loggedOut') return null;

  const bottomRoom = BOTTOM_NAV_HEIGHT_PX + (standalone ? STANDALONE_EXTRA_PADDING_PX : 0);
  const inColumns = PAGES_IN_COLUMNS.some((pattern) => matchesRoute(pattern, location.pathname));
  return (
    <>
      <Box sx={{ [DESKTOP_UP]: { pl: `${RAIL_WIDTH_PX}px` } }}>
        <Container
          component="main"
          maxWidth="sm"
          sx={{
            pt: 2, pb: `${bottomRoom + 16}px`,
            [DESKTOP_UP]: { maxWidth: inColumns ? WIDE_PAGE_PX : NARROW_PAGE_PX, pt: 3, pb: 4 },
          }}
        >
          {offline && <OfflineNotice fullScreen={false} />}
          <Outlet />
        </Container>
      </Box>
      <MainNav />
    </>
  );
}

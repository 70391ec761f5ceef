import { Navigate, Outlet, useLocation, useMatch } from 'react-router-dom';
import Container from '@mui/material/Container';
import { BOTTOM_NAV_HEIGHT_PX, BottomNav } from '@/views/components/BottomNav';
import { LoadingScreen } from '@/views/components/LoadingScreen';
import { OfflineNotice } from '@/views/components/OfflineNotice';
import { selectIsOffline } from '@/machines/authSessionMachine';
import { STANDALONE_EXTRA_PADDING_PX, useStandaloneMode } from '@/views/hooks/useStandaloneMode';
import { loginPath } from '@/views/paths';
import { AuthSession, useSessionStatus } from '@/views/session';

/** The frame of the signed-in pages: the page above, the four tabs below. */
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
  return (
    <>
      <Container component="main" maxWidth="sm" sx={{ pt: 2, pb: `${bottomRoom + 16}px` }}>
        {offline && <OfflineNotice fullScreen={false} />}
        <Outlet />
      </Container>
      <BottomNav />
    </>
  );
}

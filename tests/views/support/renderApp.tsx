import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Location, MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import { SIGNED_IN_HINT_COOKIE_NAME } from '@/domain/constants';
import { ActorsProvider, type AppActors, appActors } from '@/views/actors';
import { App } from '@/views/App';
import { AppRoutes } from '@/views/routes';
import { FakeActors } from '../../machines/support/fakeActors';

// Pages, the shell and the day panel's form load lazily. Loading their modules up front lets them
// resolve from the module cache, which waits on fake timers (that never yield to real I/O) can see through.
import.meta.glob(['/src/views/**/*Page.tsx', '/src/views/Shell.tsx', '/src/views/calendar/NewEventForm.tsx'], { eager: true });

/**
 * Renders the whole app (every route, the session, the theme) at `url` in a memory router,
 * with every actor a fake that waits until the test settles it. `sessionHint: false` is a browser
 * without the signed-in hint cookie, which starts signed out without asking.
 */
export function renderApp(url: string, { sessionHint = true } = {}) {
  // A returning browser holds the signed-in hint, so the app asks for the session; a new visitor's does not.
  document.cookie = `${SIGNED_IN_HINT_COOKIE_NAME}=${sessionHint ? '1' : '; max-age=0'}; path=/`;
  const fakes = new FakeActors();
  // A fake for each of the app's actors, under its name; each waits until the test settles it.
  const actors = Object.fromEntries(Object.keys(appActors).map((name) => [name, fakes.logic(name)])) as AppActors;
  const router = {} as { location: Location; navigate: NavigateFunction };
  /** Lets a test read where the app is and go somewhere as the address bar would. */
  function RouterProbe() {
    router.location = useLocation();
    router.navigate = useNavigate();
    return null;
  }
  render(
    <ActorsProvider value={actors}>
      <App>
        <MemoryRouter initialEntries={[url]}>
          <AppRoutes />
          <RouterProbe />
        </MemoryRouter>
      </App>
    </ActorsProvider>,
  );
  return {
    fakes,
    /** Navigates as if the user typed an address. */
    navigate: (to: string) => router.navigate(to),
    /** Typing and clicking without user-event's own timers, so fake clocks stay put. */
    user: userEvent.setup({ delay: null }),
    location: () => router.location,
  };
}

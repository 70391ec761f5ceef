import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { DRAWN_LAYOUT_ATTRIBUTE } from '@/domain/pages';
import { App } from '@/views/App';
import { preloadFirstScreenServices } from '@/views/firstScreen';
import { connectInspectorWhenAsked } from '@/views/inspection';
import { AppRoutes, loadFirstScreenPages } from '@/views/routes';
import { registerServiceWorker } from '@/views/serviceWorker';
import { hasSessionHint } from '@/services/sessionHint';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A page the server drew (src/views/serverEntry.tsx) says in which layout; the app's first render repeats it.
const drawnLayout = container.hasChildNodes() ? document.documentElement.getAttribute(DRAWN_LAYOUT_ATTRIBUTE) : null;
preloadFirstScreenServices(window.location.pathname, hasSessionHint(), drawnLayout === null ? undefined : drawnLayout === 'desktop');
await connectInspectorWhenAsked(window.location.search);
// React takes a drawn page over in one pass once its pages' code is here (a chunk that fails to
// arrive leaves its page lazy, and its render says so).
if (drawnLayout !== null) await loadFirstScreenPages(window.location.pathname).catch(() => {});

const app = (
  <StrictMode>
    <App>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>
);
// As a transition, the first render (or React's taking over the server's drawing, which stays on
// screen) yields to the browser every few milliseconds instead of holding the main thread for the
// whole first screen (hundreds of milliseconds on a slow phone).
startTransition(() => {
  if (drawnLayout !== null) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
registerServiceWorker();

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/views/App';
import { preloadFirstScreenServices } from '@/views/firstScreen';
import { connectInspectorWhenAsked } from '@/views/inspection';
import { AppRoutes } from '@/views/routes';
import { registerServiceWorker } from '@/views/serviceWorker';
import { hasSessionHint } from '@/services/sessionHint';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

preloadFirstScreenServices(window.location.pathname, hasSessionHint());
await connectInspectorWhenAsked(window.location.search);
// As a transition, the first render yields to the browser every few milliseconds instead of holding
// the main thread for the whole first screen (hundreds of milliseconds on a slow phone).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </App>
    </StrictMode>,
  );
});
registerServiceWorker();

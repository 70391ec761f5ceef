import { useSyncExternalStore } from 'react';

const STANDALONE_QUERY = '(display-mode: standalone)';

/** Extra room at the bottom in home-screen mode, clear of the iOS home indicator. */
export const STANDALONE_EXTRA_PADDING_PX = 20;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(STANDALONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** iOS Safari says so with `navigator.standalone`; other browsers through the display-mode media query. */
function isStandalone() {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia(STANDALONE_QUERY).matches;
}

/** True when the app runs from a home-screen shortcut rather than in a browser tab (never on the server, which draws a tab's page). */
export const useStandaloneMode = () => useSyncExternalStore(subscribe, isStandalone, () => false);

import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while the page is the server's drawing (on the server, and as the app takes it over), true
 * once the app runs it. A drawn form's submit button waits for it: before, the browser would send
 * the form itself, as a GET with its fields in the address.
 */
export const useHydrated = () => useSyncExternalStore(noChanges, () => true, () => false);

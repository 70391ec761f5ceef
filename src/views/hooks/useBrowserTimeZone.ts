import { useSyncExternalStore } from 'react';
import { browserTimeZone } from '@/domain/timeZones';

const noChanges = () => () => {};

/**
 * The time zone of the visitor's browser; `drawnAs` while the page is the server's drawing (on the
 * server, and as the app takes it over): the server does not know the visitor's zone, and the app's
 * first render must draw what the server drew. A browser in another zone then draws again.
 */
export const useBrowserTimeZone = (drawnAs: string | undefined) =>
  useSyncExternalStore<string | undefined>(noChanges, browserTimeZone, () => drawnAs);

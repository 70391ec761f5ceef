import { browserTimeZone } from '@/domain/timeZones';
import { useDrawnThenBrowser } from '@/views/firstScreen';

/**
 * The time zone of the visitor's browser; `drawnAs` while the page is the server's drawing: the
 * server does not know the visitor's zone. A browser in another zone then draws again.
 */
export const useBrowserTimeZone = (drawnAs: string | undefined) => useDrawnThenBrowser<string | undefined>(drawnAs, browserTimeZone);

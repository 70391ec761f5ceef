import { type EmotionCache, withEmotionCache } from '@emotion/react';
import { cleanup, configure, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { LOCALE_COOKIE_NAME, SOURCE_LOCALE } from '@/domain/locales';
// Activates the app's language before any test renders or calls a service, as the app's startup does.
import { switchLocale } from '@/views/locale';
import { PHONE_WINDOW, setWindowSize } from './windowSize';

declare global {
  var jest: { advanceTimersByTime(ms: number): void } | undefined;
}

// Testing Library recognises fake timers through a global `jest`; with this its waitFor and
// findBy* move vitest's fake clock forward instead of waiting on a timer that never fires.
globalThis.jest = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) };

// Lazy pages load their chunk on first use; on a busy two-core CI machine that can take longer
// than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

// happy-dom's window is 1024 px wide, where the desktop layout starts: the tests see a phone's
// unless they widen it (setWindowSize(DESKTOP_WINDOW)).
beforeEach(() => setWindowSize(PHONE_WINDOW));

afterEach(async () => {
  cleanup();
  // A test that shows another language leaves the next one in English, with no language chosen.
  document.cookie = `${LOCALE_COOKIE_NAME}=; path=/; max-age=0`;
  await switchLocale(SOURCE_LOCALE);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * The files of a worker share its modules and document (isolate: false in vitest.config.ts), so
 * Emotion's default cache, which MUI styles with, would keep every <style> of every earlier file in
 * the document; happy-dom's style lookups slow down with each one. Each file leaves none behind.
 */
afterAll(() => {
  let cache: EmotionCache | undefined;
  render(createElement(withEmotionCache((_props: object, emotion: EmotionCache) => { cache = emotion; return null; })));
  cleanup();
  cache!.sheet.flush();
  for (const key of Object.keys(cache!.inserted)) delete cache!.inserted[key];
});

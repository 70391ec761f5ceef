import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

declare global {
  var jest: { advanceTimersByTime(ms: number): void } | undefined;
}

// Testing Library recognises fake timers through a global `jest`; with this its waitFor and
// findBy* move vitest's fake clock forward instead of waiting on a timer that never fires.
globalThis.jest = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) };

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

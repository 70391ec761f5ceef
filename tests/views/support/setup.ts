import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

declare global {
  var jest: { advanceTimersByTime(ms: number): void } | undefined;
}

// Testing Library recognises fake timers through a global `jest`; with this its waitFor and
// findBy* move vitest's fake clock forward instead of waiting on a timer that never fires.
globalThis.jest = { advanceTimersByTime: (ms) => vi.advanceTimersByTime(ms) };

// Lazy pages load their chunk on first use; on a busy two-core CI machine that can take longer
// than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

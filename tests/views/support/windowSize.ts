import { act } from '@testing-library/react';

interface WindowSize {
  width: number;
  height: number;
}

/** A phone's window, as the e2e tests have it; and a laptop's, where the desktop layout shows. */
export const PHONE_WINDOW: WindowSize = { width: 412, height: 915 };
export const DESKTOP_WINDOW: WindowSize = { width: 1440, height: 900 };

/** Resizes happy-dom's window; its media queries follow, and tell the components listening to them. */
export function setWindowSize(size: WindowSize) {
  act(() => (window as unknown as { happyDOM: { setViewport(size: WindowSize): void } }).happyDOM.setViewport(size));
}

import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadFirstScreenPages } from '@/views/routes';
import { renderApp } from './support/renderApp';

/*
 * Its own module registry (vitest.config.ts): the pages loaded ahead stay loaded for the module's
 * life, as they do in a browser.
 */
describe("the first screen's pages, loaded before the app takes the server's drawing over", () => {
  it('render in the first pass, where a page loaded lazily first shows the loading screen', async () => {
    renderApp('/register', { sessionHint: false });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading page ...');
    cleanup();

    await loadFirstScreenPages('/login');
    renderApp('/login', { sessionHint: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Web Sign in' })).toBeTruthy();
    expect(screen.queryByText('Loading page ...')).toBeNull();
  });
});

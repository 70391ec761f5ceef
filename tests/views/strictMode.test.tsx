import { render, screen } from '@testing-library/react';
import { AxiosHeaders, CanceledError } from 'axios';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/services/http';
import { App } from '@/views/App';
import { AppRoutes } from '@/views/routes';
import { SIGNED_IN_HINT_COOKIE_NAME } from '@/domain/constants';
import { ADA } from './support/fixtures';

/** The server, answering /auth/me a moment later unless the call is aborted first. */
function serveCurrentUser() {
  return vi.spyOn(http, 'request').mockImplementation(({ signal }) => new Promise((resolve, reject) => {
    const answer = setTimeout(resolve, 5, { status: 200, statusText: 'OK', data: ADA, headers: {}, config: { headers: new AxiosHeaders() } });
    (signal as AbortSignal | undefined)?.addEventListener('abort', () => {
      clearTimeout(answer);
      reject(new CanceledError());
    });
  }));
}

describe('the app under StrictMode, as in development', () => {
  it('signs in at once although React starts the session twice', async () => {
    const request = serveCurrentUser();
    // The browser of a signed-in user, whose session is worth probing.
    document.cookie = `${SIGNED_IN_HINT_COOKIE_NAME}=1; path=/`;
    render(
      <StrictMode>
        <App>
          <MemoryRouter initialEntries={['/']}>
            <AppRoutes />
          </MemoryRouter>
        </App>
      </StrictMode>,
    );
    await screen.findByRole('heading', { name: 'Home' }, { timeout: 5000 });
    expect(request.mock.calls.length).toBeGreaterThanOrEqual(2);
  });
});

import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeClock } from '../machines/support/modelTest';
import { ADA, LOGGED_IN, PASSWORD, UNAUTHORIZED, failure, success } from './support/fixtures';
import { fill } from './support/forms';
import { renderApp } from './support/renderApp';

async function logInAt(url: string, { rememberMe = false } = {}) {
  const app = renderApp(url);
  await app.fakes.settle('fetchCurrentUser', { output: UNAUTHORIZED });
  await screen.findByRole('heading', { name: 'Web Sign in' });
  await fill(app.user, 'Email', 'ada@example.com');
  await fill(app.user, 'Password', PASSWORD);
  if (rememberMe) await app.user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await app.user.click(screen.getByRole('button', { name: 'Log In' }));
  await app.fakes.settle('logIn', { output: success(LOGGED_IN) });
  return app;
}

/** The success message stays a second, then the app opens. */
const waitForRedirect = () => act(() => vi.advanceTimersByTimeAsync(1000));

describe('/login', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('is titled Web Sign in', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Web Sign in' });
    expect(document.title).toBe('Web Sign in | FunPlans');
  });

  it('logs in and opens the page the user wanted, now signed in', async () => {
    const app = await logInAt('/login?redirect=/settings?tab=account');
    expect(app.fakes.inputsOf('logIn')).toEqual([{ email: 'ada@example.com', password: PASSWORD, rememberMe: false }]);
    await waitForRedirect();
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await screen.findByRole('heading', { name: 'Settings' });
    expect(app.location()).toMatchObject({ pathname: '/settings', search: '?tab=account' });
  });

  it("shows 'User Logged in successfully. Redirecting to app...' for a second before the app opens", async () => {
    const app = await logInAt('/login?redirect=/network');
    expect((await screen.findByRole('alert')).textContent).toBe('User Logged in successfully. Redirecting to app...');
    expect(screen.getByRole('button', { name: 'Log In' })).toHaveProperty('disabled', true);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(app.location().pathname).toBe('/login');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(app.location().pathname).toBe('/network');
  });

  it('asks the server for a lasting session with "Remember me"', async () => {
    const app = await logInAt('/login', { rememberMe: true });
    expect(app.fakes.inputsOf('logIn')).toEqual([{ email: 'ada@example.com', password: PASSWORD, rememberMe: true }]);
  });

  it.each([
    ['an address elsewhere', 'https://example.com'],
    ['a protocol-relative address', '//example.com/login'],
    ['a backslash trick', '/\\example.com'],
    ['a tab that browsers drop', '/\t/example.com'],
    ['a relative path', 'network'],
  ])('opens the home screen instead of %s', async (_, redirect) => {
    const app = await logInAt(`/login?${new URLSearchParams({ redirect })}`);
    await waitForRedirect();
    expect(app.location()).toMatchObject({ pathname: '/', search: '' });
  });

  it('shows why logging in failed', async () => {
    const app = renderApp('/login');
    await screen.findByRole('heading', { name: 'Web Sign in' });
    await fill(app.user, 'Email', 'ada@example.com');
    await fill(app.user, 'Password', 'wrong password');
    await app.user.click(screen.getByRole('button', { name: 'Log In' }));
    await app.fakes.settle('logIn', { output: failure('Wrong email or password') });
    expect(screen.getByRole('alert').textContent).toBe('Error trying to log in: Wrong email or password');
    expect(app.location().pathname).toBe('/login');
  });

  it('needs both email and password', async () => {
    const app = renderApp('/login');
    await screen.findByRole('heading', { name: 'Web Sign in' });
    const logIn = screen.getByRole('button', { name: 'Log In' });
    expect(logIn).toHaveProperty('disabled', true);
    await fill(app.user, 'Email', 'ada@example.com');
    expect(logIn).toHaveProperty('disabled', true);
    await fill(app.user, 'Password', PASSWORD);
    expect(logIn).toHaveProperty('disabled', false);
  });

  it('links to registration, carrying where to go afterwards', async () => {
    const app = renderApp('/login?redirect=/network');
    await app.user.click(await screen.findByRole('link', { name: 'Register' }));
    await screen.findByRole('heading', { name: 'Register' });
    expect(app.location()).toMatchObject({ pathname: '/register', search: '?redirect=%2Fnetwork' });
  });

  it('links to password reset and help', async () => {
    renderApp('/login');
    expect((await screen.findByRole('link', { name: 'Forgot password?' })).getAttribute('href')).toBe('/resetpassword');
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/help');
  });
});

import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFakeClock } from '../machines/support/modelTest';
import { PASSWORD, success } from './support/fixtures';
import { fill } from './support/forms';
import { renderApp } from './support/renderApp';

async function fillForm(app: ReturnType<typeof renderApp>, password = PASSWORD) {
  await screen.findByRole('heading', { name: 'Register' });
  await fill(app.user, 'First name', 'Ada');
  await fill(app.user, 'Last name', 'Lovelace');
  await fill(app.user, 'Email', 'ada@example.com');
  await fill(app.user, 'Password', password);
  await fill(app.user, 'What is 7+9?', '16');
}

describe('/register', () => {
  it('goes to /login exactly 2 seconds after the account is created, carrying the redirect', async () => {
    useFakeClock();
    const app = renderApp('/register?redirect=/calendar');
    await fillForm(app);
    await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
    await app.fakes.settle('register', { output: success({ userId: 'u1', message: 'User created successfully' }) });
    expect(screen.getByRole('alert').textContent).toBe('User created successfully! Redirecting to login ...');

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(app.location().pathname).toBe('/register');
    await act(() => vi.advanceTimersByTimeAsync(1));
    await screen.findByRole('heading', { name: 'Web Sign in' });
    expect(app.location()).toMatchObject({ pathname: '/login', search: '?redirect=%2Fcalendar' });
  });

  it('sends the answer to the human check as the invite code', async () => {
    const app = renderApp('/register');
    await fillForm(app);
    await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(app.fakes.inputsOf('register')).toEqual([
      { inviteCode: '16', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: PASSWORD },
    ]);
  });

  it('wants a password of at least 8 characters', async () => {
    const app = renderApp('/register');
    await fillForm(app, 'short');
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveProperty('disabled', true);
    await fill(app.user, 'Password', 'long enough');
    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveProperty('disabled', false);
  });

  it('links back to log in, carrying the redirect', async () => {
    renderApp('/register?redirect=/calendar');
    const link = await screen.findByRole('link', { name: 'Log in' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fcalendar');
  });
});

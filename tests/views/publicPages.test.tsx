import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http } from '@/services/http';
import { ADA, UNAUTHORIZED, success } from './support/fixtures';
import { fill } from './support/forms';
import { renderApp } from './support/renderApp';

describe('/resetpassword', () => {
  it('says reset is not available yet and sends nothing', async () => {
    const request = vi.spyOn(http, 'request');
    const app = renderApp('/resetpassword');
    await screen.findByText(/Password reset is not available yet/);
    await fill(app.user, 'Email', 'ada@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(screen.getByText(/No reset code was sent/)).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
    expect(app.fakes.inputsOf('logIn')).toEqual([]);
  });
});

describe('/help', () => {
  it('links to the app store listing, the support site and the contact form', async () => {
    renderApp('/help');
    await screen.findByRole('heading', { name: 'Help' });
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Get the mobile app')).toBe('https://play.google.com/store/search?q=FunPlans&c=apps');
    expect(href('Support site')).toBe('https://funplans.example/support');
    expect(href('Contact form')).toBe('https://funplans.example/contact');
    expect(href('Close')).toBe('/');
  });
});

describe('/appuserregister/{username} when already logged in', () => {
  it("shows the current email with 'To Home Screen' and 'Logout'", async () => {
    const app = renderApp('/appuserregister/ada_app');
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    expect((await screen.findByText('ada@example.com')).tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'To Home Screen' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Connect' })).toBeNull();

    await app.user.click(screen.getByRole('button', { name: 'Logout' }));
    await app.fakes.settle('logOut', { output: success({}) });
    await screen.findByRole('heading', { name: 'Web Sign in' });
    expect(app.location()).toMatchObject({ pathname: '/login', search: '' });
  });

  it('asks for email and password once logged out', async () => {
    const app = renderApp('/appuserregister/ada_app?claim=one-time-secret');
    await app.fakes.settle('fetchCurrentUser', { output: UNAUTHORIZED });
    await screen.findByRole('button', { name: 'Connect' });
    expect(screen.getByText('ada_app').tagName).toBe('STRONG');
  });
});

describe('/appuserregister/{username} without the claim of its link', () => {
  it('explains that the link comes from the mobile app, and offers no form', async () => {
    const app = renderApp('/appuserregister/ada_app');
    await app.fakes.settle('fetchCurrentUser', { output: UNAUTHORIZED });
    await screen.findByRole('heading', { name: 'Connect your app account' });
    expect(screen.getByText(/needs the web login link from the FunPlans mobile app/).textContent).toBe(
      'This page needs the web login link from the FunPlans mobile app. Open that link to choose an email and password for your app account ada_app.',
    );
    expect(screen.queryByRole('button', { name: 'Connect' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('/unsubscribe/{token}', () => {
  it('opens without the signed-in frame and, on opening, only asks what the link stops', async () => {
    const app = renderApp('/unsubscribe/u.AAECAwQFBgcICQoLDA0ODw.digest.catch-up.push.c2lnbmF0dXJl', { sessionHint: false });
    await app.fakes.settle('fetchUnsubscribeState', { output: success({ kind: 'digest.catch-up', channel: 'push', unsubscribed: false }) });
    await screen.findByText('Stop getting the weekly catch-up suggestions as push notifications?');
    expect(screen.getByRole('button', { name: 'Stop these notifications' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(app.fakes.inputsOf('unsubscribe')).toEqual([]);
  });
});

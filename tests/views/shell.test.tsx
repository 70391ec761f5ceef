import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFakeClock } from '../machines/support/modelTest';
import { ADA, UNAUTHORIZED, failure, success } from './support/fixtures';
import { renderApp } from './support/renderApp';

async function signedInAt(url: string) {
  const app = renderApp(url);
  await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
  return app;
}

/** A tab by its visible name: 'More' goes on, for screen readers and search engines, as 'More settings'. */
const tab = (name: string) => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: new RegExp(`^${name}( |$)`) });

describe('the shell', () => {
  it('sends a visitor without a session to /login, remembering where they wanted to go', async () => {
    const app = renderApp('/network/42?tab=recent');
    await app.fakes.settle('fetchCurrentUser', { output: UNAUTHORIZED });
    await screen.findByRole('heading', { name: 'Web Sign in' });
    expect(app.location().pathname).toBe('/login');
    expect(new URLSearchParams(app.location().search).get('redirect')).toBe('/network/42?tab=recent');
  });

  it("shows 'Loading ...' while the user loads, keeps it when loading fails, and tries again", async () => {
    useFakeClock();
    const app = renderApp('/');
    await screen.findByText('Loading ...');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();

    await app.fakes.settle('fetchCurrentUser', { output: failure('Something went wrong on our side') });
    expect(screen.getByText('Loading ...')).toBeTruthy();
    expect(app.location().pathname).toBe('/');

    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(app.fakes.inputsOf('fetchCurrentUser')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(app.fakes.inputsOf('fetchCurrentUser')).toHaveLength(2);
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await screen.findByRole('heading', { name: 'Home' });
  });

  it('has four tabs: Home, Network, Me and More', async () => {
    await signedInAt('/');
    const links = within(await screen.findByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'], ['Network', '/network'], ['Me', '/profile'], ['More settings', '/settings'],
    ]);
    // SPEC.md's names are what shows; 'settings' is visually hidden, there for screen readers and
    // search engines, since a link named 'More' alone says nothing of where it leads (Lighthouse's link-text audit).
  });

  it.each([
    ['/', 'Home'],
    ['/calendar/monthly/2026-11', 'Home'],
    ['/network/42/edit', 'Network'],
    ['/reports', 'Me'],
    ['/settings/ignorerules', 'More'],
  ])('marks the tab of %s as %s', async (url, current) => {
    await signedInAt(url);
    await screen.findByRole('navigation', { name: 'Main' });
    expect(tab(current).getAttribute('aria-current')).toBe('page');
    const others = ['Home', 'Network', 'Me', 'More'].filter((name) => name !== current);
    for (const name of others) expect(tab(name).getAttribute('aria-current')).toBeNull();
  });

  it('moves between tabs', async () => {
    const app = await signedInAt('/');
    await screen.findByRole('heading', { name: 'Home' });
    await app.user.click(tab('More'));
    await screen.findByRole('heading', { name: 'Settings' });
    expect(app.location().pathname).toBe('/settings');
    await waitFor(() => expect(document.title).toBe('Settings | FunPlans'));
    expect(tab('More').getAttribute('aria-current')).toBe('page');
  });

  describe('at the bottom', () => {
    const bottomRoom = async () => {
      await signedInAt('/');
      return getComputedStyle(await screen.findByRole('navigation', { name: 'Main' })).paddingBottom;
    };

    it('leaves no extra room in a browser tab', async () => {
      expect(await bottomRoom()).toBe('0px');
    });

    it('leaves extra room when started from the home screen', async () => {
      vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
        matches: query === '(display-mode: standalone)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList);
      expect(await bottomRoom()).toBe('20px');
    });

    it("leaves extra room in iOS's home-screen mode", async () => {
      Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
      try {
        expect(await bottomRoom()).toBe('20px');
      } finally {
        Reflect.deleteProperty(navigator, 'standalone');
      }
    });
  });
});

describe('the routes of SPEC.md section 2', () => {
  const notFound = () => screen.queryByRole('heading', { name: 'Page not found' });

  it.each([
    '/', '/network', '/network/add', '/network/42', '/network/42/edit', '/network/42/editrecurringevents',
    '/proposeplan/42', '/calendar', '/calendar/monthly/2026-11', '/calendar/7', '/calendar/7/edit',
    '/externalcalendar/x1', '/profile', '/profile/edit', '/reports', '/connections', '/connections/c1',
    '/holidays', '/inbox', '/proposedplans/p1', '/recurringevents/r1', '/recurringevents/r1/edit', '/settings',
    '/settings/integrations/i1', '/settings/ignorerules', '/subscription', '/admin', '/admin/users/u1',
  ])('%s is a signed-in page inside the shell', async (url) => {
    const app = await signedInAt(url);
    await screen.findByRole('navigation', { name: 'Main' });
    expect(notFound()).toBeNull();
    expect(app.location().pathname).toBe(url);
  });

  it.each(['/login', '/register', '/resetpassword', '/help', '/appuserregister/ada_app', '/plan/abc123'])(
    '%s opens without a session', async (url) => {
      const app = renderApp(url);
      await app.fakes.settle('fetchCurrentUser', { output: UNAUTHORIZED });
      await screen.findByRole('heading', { level: 1 });
      expect(notFound()).toBeNull();
      expect(app.location().pathname).toBe(url);
    },
  );

  it('says so for an address that is no page', async () => {
    renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(screen.getByRole('link', { name: 'Go to the home screen' }).getAttribute('href')).toBe('/');
  });
});

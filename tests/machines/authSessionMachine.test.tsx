import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authSessionMachine } from '@/machines/authSessionMachine';
import { UNREACHABLE } from '@/services/request';
import { ADA, LOGGED_IN, PASSWORD, UNAUTHORIZED, failure, success } from '../views/support/fixtures';
import { fill } from '../views/support/forms';
import { renderApp } from '../views/support/renderApp';
import { createModel, useFakeClock } from './support/modelTest';
import { notifySessionExpired } from '@/services/sessionExpiry';
import { i18n } from '@/views/locale';
import { shown } from '../views/support/language';

const events = {
    'xstate.done.actor.fetchCurrentUser': [
      { type: 'xstate.done.actor.fetchCurrentUser', output: success(ADA) },
      { type: 'xstate.done.actor.fetchCurrentUser', output: UNAUTHORIZED },
      { type: 'xstate.done.actor.fetchCurrentUser', output: failure('Something went wrong on our side') },
      // No answer at all: offline, or the server is down.
      { type: 'xstate.done.actor.fetchCurrentUser', output: { status: 'error', errorMessage: i18n._(UNREACHABLE), unreachable: true } },
    ],
    'xstate.error.actor.fetchCurrentUser': [{ type: 'xstate.error.actor.fetchCurrentUser', error: new Error('boom') }],
    'session.logout': [{ type: 'session.logout' }],
    'xstate.done.actor.logOut': [
      { type: 'xstate.done.actor.logOut', output: success({}) },
      { type: 'xstate.done.actor.logOut', output: failure('Network down') },
    ],
    'xstate.error.actor.logOut': [{ type: 'xstate.error.actor.logOut', error: new Error('offline') }],
    'session.refresh': [{ type: 'session.refresh' }],
    'session.expired': [{ type: 'session.expired' }],
    'session.retry': [{ type: 'session.retry' }],
    'network.online': [{ type: 'network.online' }],
};

/**
 * A browser holding the signed-in hint cookie asks for the session at once, unless it starts offline
 * (the service worker opened the app without a network); one without it (a new visitor, or after
 * logout) starts signed out without asking, until someone logs in. The graph from the hinted start
 * runs every transition; from the other starts its shortest paths.
 */
const starts = [
  { start: 'with the signed-in hint', sessionHint: true, online: true, model: createModel(authSessionMachine, { input: { sessionHint: true, online: true }, events }) },
  { start: 'with the hint, offline', sessionHint: true, online: false, model: createModel(authSessionMachine, { input: { sessionHint: true, online: false }, events }) },
  { start: 'without it', sessionHint: false, online: true, model: createModel(authSessionMachine, { input: { sessionHint: false, online: true }, events }) },
];

const mainNavigation = () => screen.queryByRole('navigation', { name: 'Main' });
// The shell's loading screen, not a page's own 'Loading ...' (Home shows some of those).
const SHELL_LOADING = { selector: '[role="status"] *' };

const offlineHeading = () => screen.queryByRole('heading', { name: 'You are offline' });

describe.each(starts)('authSession machine, through the shell, $start', ({ sessionHint, online, model }) => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  const paths = sessionHint && online ? model.transitionPaths() : model.paths;

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    const app = renderApp('/network', { sessionHint });
    if (!online) {
      await screen.findByRole('heading', { name: 'You are offline' });
      expect(app.fakes.inputsOf('fetchCurrentUser')).toEqual([]);
    } else if (sessionHint) {
      await screen.findByText('Loading ...', SHELL_LOADING);
    } else {
      await screen.findByRole('heading', { name: 'Web Sign in' });
      expect(app.fakes.inputsOf('fetchCurrentUser')).toEqual([]);
    }

    /**
     * The shell shows the page once a user is known, with 'You are offline' above it when the server
     * could not be reached; until then 'Loading ...', or 'You are offline' alone.
     */
    async function expectShellFor(user: typeof ADA | null, unreachable = false) {
      if (user) {
        const tabs = within(await screen.findByRole('navigation', { name: 'Main' })).getAllByRole('link');
        expect(tabs.map((tab) => tab.textContent)).toEqual(['Home', 'Network', 'Me', 'More settings']);
        expect(screen.queryByText('Loading ...', SHELL_LOADING)).toBeNull();
        if (unreachable) await screen.findByRole('heading', { name: 'You are offline', level: 2 });
        else expect(offlineHeading()).toBeNull();
      } else if (unreachable) {
        await screen.findByRole('heading', { name: 'You are offline', level: 1 });
        expect(screen.queryByText('Loading ...', SHELL_LOADING)).toBeNull();
        expect(mainNavigation()).toBeNull();
      } else {
        await screen.findByText('Loading ...', SHELL_LOADING);
        expect(mainNavigation()).toBeNull();
      }
    }
    const retry = () => screen.getByRole('button', { name: 'Retry' });

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'session.logout': async () => {
          await app.user.click(screen.getByRole('link', { name: 'More settings' }));
          await app.user.click(await screen.findByRole('button', { name: 'Logout' }));
        },
        // A page's call found the session gone (the services report every 401 INVALID_TOKEN).
        'session.expired': async () => {
          act(() => notifySessionExpired());
        },
        'session.retry': async () => {
          await app.user.click(retry());
        },
        'network.online': async () => {
          act(() => { window.dispatchEvent(new Event('online')); });
        },
        // A session starts again when someone logs in.
        'session.refresh': async () => {
          if (app.location().pathname !== '/login') await act(() => app.navigate('/login'));
          await screen.findByRole('heading', { name: 'Web Sign in' });
          await fill(app.user, 'Email', ADA.email as string);
          await fill(app.user, 'Password', PASSWORD);
          await app.user.click(screen.getByRole('button', { name: 'Log In' }));
          await app.fakes.settle('logIn', { output: success(LOGGED_IN) });
        },
      },
      states: {
        loading: async (snapshot) => {
          await expectShellFor(snapshot.context.user, snapshot.context.unreachable);
          expect(app.fakes.isRunning('fetchCurrentUser')).toBe(true);
          // Trying again: Retry waits for the answer.
          if (snapshot.context.unreachable) expect(retry()).toHaveProperty('disabled', true);
        },
        failed: async (snapshot) => expectShellFor(snapshot.context.user),
        offline: async (snapshot) => {
          await expectShellFor(snapshot.context.user, true);
          expect(retry()).toHaveProperty('disabled', false);
        },
        signedIn: async (snapshot) => {
          await expectShellFor(snapshot.context.user);
          const { errorMessage } = snapshot.context;
          if (errorMessage) expect(screen.getByRole('alert').textContent).toBe(shown(errorMessage));
          else expect(screen.queryByRole('alert')).toBeNull();
        },
        loggingOut: async () => {
          expect(screen.getByRole('button', { name: 'Logout' })).toHaveProperty('disabled', true);
          expect(app.fakes.isRunning('logOut')).toBe(true);
        },
        signedOut: async () => {
          // Signed out, /settings says so (SPEC.md section 2); every other private page sends to log in.
          if (app.location().pathname === '/settings') {
            await screen.findByText('Not logged in');
            expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
            return;
          }
          await screen.findByRole('heading', { name: 'Web Sign in' });
          expect(app.location().pathname).toBe('/login');
          expect(mainNavigation()).toBeNull();
        },
        loggedOut: async () => {
          await screen.findByRole('heading', { name: 'Web Sign in' });
          expect(app.location()).toMatchObject({ pathname: '/login', search: '' });
        },
      },
    });
  });
});

import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UnsubscribeState } from '@/domain/contract/notifications';
import { UNREACHABLE } from '@/services/request';
import { i18n } from '@/views/locale';
import { CHECK_ERROR, UNSUBSCRIBE_ERROR, unsubscribeMachine } from '@/machines/unsubscribeMachine';
import { shown } from '../views/support/language';
import { failure, success } from '../views/support/fixtures';
import { renderApp } from '../views/support/renderApp';
import { createModel, pathName, useFakeClock } from './support/modelTest';

const TOKEN = 'u.AAECAwQFBgcICQoLDA0ODw.plan.answered.email.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const ANSWERS_BY_EMAIL: UnsubscribeState = { kind: 'plan.answered', channel: 'email', unsubscribed: false };
const STOPPED = { ...ANSWERS_BY_EMAIL, unsubscribed: true };
const OFFLINE = { status: 'error', errorMessage: i18n._(UNREACHABLE), unreachable: true } as const;

const model = createModel(unsubscribeMachine, {
  input: { token: TOKEN },
  events: {
    'xstate.done.actor.fetchUnsubscribeState': [
      { type: 'xstate.done.actor.fetchUnsubscribeState', output: success(ANSWERS_BY_EMAIL) },
      { type: 'xstate.done.actor.fetchUnsubscribeState', output: success(STOPPED) },
      { type: 'xstate.done.actor.fetchUnsubscribeState', output: failure('Unsubscribe link not found') },
      { type: 'xstate.done.actor.fetchUnsubscribeState', output: OFFLINE },
    ],
    'xstate.error.actor.fetchUnsubscribeState': [{ type: 'xstate.error.actor.fetchUnsubscribeState', error: new Error('boom') }],
    'unsubscribe.retry': [{ type: 'unsubscribe.retry' }],
    'unsubscribe.confirm': [{ type: 'unsubscribe.confirm' }],
    'xstate.done.actor.unsubscribe': [
      { type: 'xstate.done.actor.unsubscribe', output: success(STOPPED) },
      { type: 'xstate.done.actor.unsubscribe', output: failure('Database down') },
    ],
    'xstate.error.actor.unsubscribe': [{ type: 'xstate.error.actor.unsubscribe', error: new Error('Network down') }],
  },
});

const stopButton = () => screen.queryByRole('button', { name: /^Stop these emails/ });
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
const SETTINGS_LINK = 'Choose what FunPlans sends you';

describe('unsubscribe machine, on /unsubscribe/{token}', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.transitionPaths().map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    // A person opening the link from an email, not signed in on this browser.
    const app = renderApp(`/unsubscribe/${TOKEN}`, { sessionHint: false });
    await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' });
    let presses = 0;
    await model.run(path, {
      actors: app.fakes,
      perform: {
        'unsubscribe.retry': async () => app.user.click(screen.getByRole('button', { name: 'Try again' })),
        'unsubscribe.confirm': async () => {
          presses += 1;
          await app.user.click(stopButton()!);
        },
      },
      states: {
        loading: async () => {
          expect(app.fakes.inputsOf('fetchUnsubscribeState').at(-1)).toBe(TOKEN);
          expect(screen.getByRole('status').textContent).toBe('Checking the link ...');
          expect(stopButton()).toBeNull();
        },
        unreachable: async ({ context }) => {
          expect([i18n._(UNREACHABLE), i18n._(CHECK_ERROR)]).toContain(shown(context.errorMessage!));
          expect(alerts()).toEqual([`${shown(context.errorMessage!)}Try again`]);
          expect(stopButton()).toBeNull();
        },
        invalid: async () => {
          expect(alerts()).toEqual([
            'This unsubscribe link does not work (Unsubscribe link not found). It may have been cut off or changed: open it again from the email, '
            + 'or choose what FunPlans sends you in the settings.',
          ]);
          expect(stopButton()).toBeNull();
          expect(screen.getByRole('link', { name: SETTINGS_LINK }).getAttribute('href')).toBe('/settings/notifications');
        },
        asking: async ({ context }) => {
          // Opening the page stopped nothing: only the button does.
          expect(app.fakes.inputsOf('unsubscribe')).toHaveLength(presses);
          expect(screen.getByText('Stop getting answers to your plans by email?')).toBeTruthy();
          expect(stopButton()).toHaveProperty('disabled', false);
          const errorText = context.errorMessage && shown(context.errorMessage);
          expect([null, `${i18n._(UNSUBSCRIBE_ERROR)}: Database down`, i18n._(UNSUBSCRIBE_ERROR)]).toContain(errorText);
          expect(alerts()).toEqual(errorText ? [errorText] : []);
        },
        stopping: async () => {
          // Only a press of the button stops anything: one request per press.
          expect(app.fakes.inputsOf('unsubscribe')).toEqual(Array(presses).fill(TOKEN));
          expect(stopButton()).toHaveProperty('disabled', true);
        },
        stopped: async () => {
          expect(screen.getByRole('status').textContent).toBe('You will no longer get answers to your plans by email.');
          expect(stopButton()).toBeNull();
          expect(screen.getByRole('link', { name: SETTINGS_LINK }).getAttribute('href')).toBe('/settings/notifications');
        },
        alreadyStopped: async () => {
          expect(screen.getByRole('status').textContent).toBe('This is already stopped: you no longer get answers to your plans by email.');
          expect(stopButton()).toBeNull();
          expect(app.fakes.inputsOf('unsubscribe')).toEqual([]);
        },
      },
    });
  });
});

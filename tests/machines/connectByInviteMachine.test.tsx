import type { MessageDescriptor } from '@lingui/core';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NO_USER_FOR_INVITE_CODE } from '@/domain/constants';
import {
  CONNECT_FAILED, type ConnectByInviteEvent, NEED_USER_AND_PERSON, connectByInviteMachine,
} from '@/machines/connectByInviteMachine';
import { i18n } from '@/views/locale';
import { ADA, failure, success } from '../views/support/fixtures';
import { renderApp } from '../views/support/renderApp';
import { GRACE_ID, connection, person } from '../views/network/peopleFixtures';
import { createModel, useFakeClock } from './support/modelTest';

const GRACE_USER = { userId: '5a1d3c1e-2222-4a4a-8b8b-000000000002', firstName: 'Grace', lastName: 'Murray' };
const CODE = 'GRACE234';

const model = createModel(connectByInviteMachine, {
  events: {
    'code.change': [{ type: 'code.change', code: CODE }, { type: 'code.change', code: '' }],
    'code.submit': [{ type: 'code.submit' }],
    'person.select': [{ type: 'person.select', personId: GRACE_ID }, { type: 'person.select', personId: null }],
    'connect.confirm': [{ type: 'connect.confirm' }],
    'connect.cancel': [{ type: 'connect.cancel' }],
    'xstate.done.actor.lookUpInviteCode': [
      { type: 'xstate.done.actor.lookUpInviteCode', output: success(GRACE_USER) },
      { type: 'xstate.done.actor.lookUpInviteCode', output: failure(i18n._(NO_USER_FOR_INVITE_CODE)) },
    ],
    'xstate.error.actor.lookUpInviteCode': [{ type: 'xstate.error.actor.lookUpInviteCode', error: new Error('Network down') }],
    'xstate.done.actor.connectUser': [
      { type: 'xstate.done.actor.connectUser', output: success({ userConnectionId: connection().userConnectionId }) },
      { type: 'xstate.done.actor.connectUser', output: failure('Person not found') },
    ],
    'xstate.error.actor.connectUser': [{ type: 'xstate.error.actor.connectUser', error: new Error('Network down') }],
  },
});

const codeField = () => screen.getByRole('textbox', { name: 'Invite code' }) as HTMLInputElement;
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
/** A message as the page shows it: the server's words as they are, the machine's own translated. */
const shown = (message: MessageDescriptor | string) => (typeof message === 'string' ? message : i18n._(message));
const personField = () => screen.getByRole('combobox', { name: 'Person in my network' }) as HTMLSelectElement;

describe('connectByInvite machine, on /connections', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  // Shortest paths to every state, and one more for each other transition (a new code, cancelling, failures).
  it.each(model.transitionPaths().map((path) => [path.description, path] as const))('%s', { timeout: 20_000 }, async (_, path) => {
    const app = renderApp('/connections');
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await app.fakes.settle('fetchConnections', { output: success([]) });
    await app.fakes.settle('fetchPeople', { output: success([person()]) });
    await screen.findByText('No connections yet: share your invite code.');
    expect(screen.getByLabelText('Your invite code').textContent).toBe(ADA.userInviteCode);

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'code.change': async (event) => {
          await app.user.clear(codeField());
          const { code } = event as Extract<ConnectByInviteEvent, { type: 'code.change' }>;
          if (code) await app.user.type(codeField(), code);
        },
        'code.submit': async () => app.user.click(screen.getByRole('button', { name: 'Next' })),
        'person.select': async (event) => {
          const { personId } = event as Extract<ConnectByInviteEvent, { type: 'person.select' }>;
          await app.user.selectOptions(personField(), personId ?? '');
        },
        'connect.confirm': async () => app.user.click(screen.getByRole('button', { name: 'Confirm' })),
        'connect.cancel': async () => app.user.click(screen.getByRole('button', { name: 'Cancel' })),
      },
      states: {
        entering: async ({ context }) => {
          expect(codeField().value).toBe(context.code);
          expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', context.code.trim() === '');
          expect(alerts()).toEqual(context.errorMessage ? [shown(context.errorMessage)] : []);
          expect(screen.queryByText(/^Found/)).toBeNull();
        },
        lookingUp: async () => {
          expect(app.fakes.isRunning('lookUpInviteCode')).toBe(true);
          expect(app.fakes.inputsOf('lookUpInviteCode').at(-1)).toBe(CODE);
          expect(codeField().disabled).toBe(true);
        },
        choosingPerson: async ({ context }) => {
          expect(screen.getByText(/^Found/).textContent).toBe('Found Grace Murray. Who are they in your network?');
          expect(personField().value).toBe(context.personId ?? '');
          expect(alerts()).toEqual(context.errorMessage ? [shown(context.errorMessage)] : []);
          if (context.errorMessage) expect([NEED_USER_AND_PERSON, CONNECT_FAILED]).toContain(context.errorMessage);
          expect(app.fakes.isRunning('connectUser')).toBe(false);
        },
        connecting: async () => {
          expect(app.fakes.isRunning('connectUser')).toBe(true);
          expect(app.fakes.inputsOf('connectUser').at(-1)).toEqual({ userId: GRACE_USER.userId, personId: GRACE_ID });
          expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
        },
        connected: async () => {
          expect(alerts()).toEqual(['You are now connected with Grace Murray.']);
          // The page lists the new connection.
          await app.fakes.settle('fetchConnections', { output: success([connection()]) });
          expect((await screen.findByRole('link', { name: /Grace Murray/ })).getAttribute('href'))
            .toBe(`/connections/${connection().userConnectionId}`);
        },
      },
    });
  });
});

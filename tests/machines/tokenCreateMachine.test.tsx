import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { type TokenCreateEvent, tokenCreateMachine } from '@/machines/tokenCreateMachine';
import { i18n } from '@/views/locale';
import { failure, success } from '../views/support/fixtures';
import { SECRET, accessToken, openTokens } from '../views/settings/tokenFixtures';
import { createModel, pathName, useFakeClock } from './support/modelTest';

type Snapshot = SnapshotFrom<typeof tokenCreateMachine>;
type Of<Type extends TokenCreateEvent['type']> = Extract<TokenCreateEvent, { type: Type }>;

const NAME = 'Backup script';
const ERRORS = ['Error creating token: You have 50 tokens already: revoke one first', 'Unknown error creating token'];

const model = createModel(tokenCreateMachine, {
  serializeState: ({ value, context }: Snapshot) => ({ value, ...context }),
  events: {
    'name.change': [{ type: 'name.change', name: NAME }] satisfies Of<'name.change'>[],
    // Off and on again: a draft without a scope is refused (the write scope is the server tests').
    'scope.toggle': [{ type: 'scope.toggle', scope: 'read' }] satisfies Of<'scope.toggle'>[],
    'expiry.change': [{ type: 'expiry.change', expiryDays: null }] satisfies Of<'expiry.change'>[],
    'token.create': [{ type: 'token.create' }],
    'secret.dismiss': [{ type: 'secret.dismiss' }],
    'xstate.done.actor.createToken': [
      { type: 'xstate.done.actor.createToken', output: success({ ...accessToken(), token: SECRET }) },
      { type: 'xstate.done.actor.createToken', output: failure('You have 50 tokens already: revoke one first') },
    ],
    'xstate.error.actor.createToken': [{ type: 'xstate.error.actor.createToken', error: new Error('Network down') }],
  },
});

const form = () => screen.getByRole('form', { name: 'Create a token' });
const nameField = () => within(form()).getByRole('textbox', { name: 'Token name' }) as HTMLInputElement;
const scopeBox = (scope: string) => within(form()).getByRole('checkbox', { name: new RegExp(`^${scope}:`) }) as HTMLInputElement;
const expiryField = () => within(form()).getByRole('combobox', { name: 'Expires after' }) as HTMLSelectElement;
const createButton = () => within(form()).getByRole('button', { name: 'Create token' });
const alerts = () => within(form()).queryAllByRole('alert').map((alert) => alert.textContent);

describe('tokenCreate machine, creating a personal access token on /settings/tokens', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.paths.map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    const app = await openTokens([]);

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'name.change': async (event) => {
          await app.user.clear(nameField());
          await app.user.type(nameField(), (event as Of<'name.change'>).name);
        },
        'scope.toggle': async (event) => app.user.click(scopeBox((event as Of<'scope.toggle'>).scope)),
        'expiry.change': async () => app.user.selectOptions(expiryField(), 'Never'),
        'token.create': async () => app.user.click(createButton()),
        'secret.dismiss': async () => app.user.click(screen.getByRole('button', { name: 'Done' })),
      },
      states: {
        editing: async ({ context }) => {
          expect(nameField().value).toBe(context.draft.name);
          expect(['read', 'write'].filter((scope) => scopeBox(scope).checked)).toEqual(['read', 'write'].filter((scope) => context.draft.scopes.includes(scope as 'read')));
          // Ada is no admin: the admin scope is not offered.
          expect(within(form()).queryByRole('checkbox', { name: /^admin:/ })).toBeNull();
          expect(expiryField().value).toBe(String(context.draft.expiryDays));
          expect(within(form()).queryByText('Name the token') !== null).toBe(context.invalid && context.draft.name === '');
          expect(within(form()).queryByText('Choose at least one scope') !== null).toBe(context.invalid && context.draft.scopes.length === 0);
          const errorMessage = context.errorMessage && i18n._(context.errorMessage);
          expect(alerts()).toEqual(errorMessage ? [errorMessage] : []);
          if (errorMessage) expect(ERRORS).toContain(errorMessage);
          expect(screen.queryByRole('region', { name: 'Your new token' })).toBeNull();
        },
        creating: async ({ context }) => {
          // Only a named draft with a scope is sent, as the form shows it.
          expect(app.fakes.inputsOf('createToken').at(-1)).toEqual(context.draft);
          expect(nameField().disabled).toBe(true);
        },
        created: async () => {
          const shown = screen.getByRole('region', { name: 'Your new token' });
          expect((within(shown).getByRole('textbox', { name: 'Token' }) as HTMLInputElement).value).toBe(SECRET);
          expect(within(shown).getByText('Copy it now: it is not shown again.')).toBeTruthy();
          await app.user.click(within(shown).getByRole('button', { name: 'Copy' }));
          await app.fakes.settle('copyText', { output: undefined });
          expect(app.fakes.inputsOf('copyText').at(-1)).toBe(SECRET);
          await within(shown).findByText('Copied to the clipboard');
          // The list loads again, with the new token.
          await app.fakes.settle('fetchTokens', { output: success([accessToken()]) });
          await screen.findByRole('button', { name: 'Revoke Backup script' });
        },
      },
    });
  }, 30_000);
});

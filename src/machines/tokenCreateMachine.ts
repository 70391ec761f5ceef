import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { TokenScope } from '@/domain/constants';
import type { TokenCreated } from '@/domain/contract/tokens';
import { type Result, errorMessageOf } from '@/domain/result';
import { type TokenDraft, type TokenExpiry, isCompleteDraft } from '@/domain/tokens';
import { isSuccess } from '@/machines/resultGuards';
import { appActorPlaceholder } from '@/machines/appActor';

/**
 * 'Create a token' on /settings/tokens: a name, its scopes and how long it lives; the server answers
 * with the secret, which the page shows this once (with a copy button) until the user is done with it.
 */
export interface TokenCreateContext {
  draft: TokenDraft;
  /** The draft submitted last had no name or no scope. */
  invalid: boolean;
  errorMessage: MessageDescriptor | null;
  /** The new token's secret, only while the page shows it. */
  secret: string | null;
}

export type TokenCreateEvent =
  | { type: 'name.change'; name: string }
  | { type: 'scope.toggle'; scope: TokenScope }
  | { type: 'expiry.change'; expiryDays: TokenExpiry }
  | { type: 'token.create' }
  | { type: 'secret.dismiss' };

const EMPTY_DRAFT: TokenDraft = { name: '', scopes: ['read'], expiryDays: 90 };

const toggled = (scopes: TokenScope[], scope: TokenScope) =>
  (scopes.includes(scope) ? scopes.filter((one) => one !== scope) : [...scopes, scope]);

const createError = (message: string) => msg`Error creating token: ${message}`;
const UNKNOWN_ERROR = msg`Unknown error creating token`;

export const tokenCreateMachine = setup({
  types: {
    context: {} as TokenCreateContext,
    events: {} as TokenCreateEvent,
  },
  actors: {
    createToken: appActorPlaceholder<Result<TokenCreated>, TokenDraft>('createToken'),
  },
  actions: {
    /** The page lists the tokens again, with the new one. */
    reportCreated: () => {},
  },
  guards: {
    isSuccess,
    isComplete: ({ context }) => isCompleteDraft(context.draft),
  },
}).createMachine({
  id: 'tokenCreate',
  context: { draft: EMPTY_DRAFT, invalid: false, errorMessage: null, secret: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'name.change': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, name: event.name }) }) },
        'scope.toggle': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, scopes: toggled(context.draft.scopes, event.scope) }) }) },
        'expiry.change': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, expiryDays: event.expiryDays }) }) },
        'token.create': [
          { guard: 'isComplete', target: 'creating' },
          { actions: assign({ invalid: true }) },
        ],
      },
    },
    creating: {
      entry: assign({ invalid: false, errorMessage: null }),
      invoke: {
        id: 'createToken',
        src: 'createToken',
        input: ({ context }) => context.draft,
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'created',
            actions: [
              assign({ secret: ({ event }) => (event.output.status === 'success' ? event.output.data.token : null) }),
              'reportCreated',
            ],
          },
          {
            target: 'editing',
            actions: assign({ errorMessage: ({ event }) => createError(errorMessageOf(event.output)) }),
          },
        ],
        onError: { target: 'editing', actions: assign({ errorMessage: UNKNOWN_ERROR }) },
      },
    },
    /** The secret shows until the user says they have kept it; it cannot be read again. */
    created: {
      on: { 'secret.dismiss': { target: 'editing', actions: assign({ draft: EMPTY_DRAFT, secret: null }) } },
    },
  },
});

type TokenCreateSnapshot = SnapshotFrom<typeof tokenCreateMachine>;

export const selectDraft = (snapshot: TokenCreateSnapshot) => snapshot.context.draft;
/** The draft submitted last had no name, and it still has none. */
export const selectIsNameInvalid = (snapshot: TokenCreateSnapshot) => snapshot.context.invalid && snapshot.context.draft.name.trim() === '';
/** The draft submitted last had no scope, and it still has none. */
export const selectIsScopesInvalid = (snapshot: TokenCreateSnapshot) => snapshot.context.invalid && snapshot.context.draft.scopes.length === 0;
export const selectErrorMessage = (snapshot: TokenCreateSnapshot) => snapshot.context.errorMessage;
export const selectIsCreating = (snapshot: TokenCreateSnapshot) => snapshot.matches('creating');
export const selectSecret = (snapshot: TokenCreateSnapshot) => snapshot.context.secret;

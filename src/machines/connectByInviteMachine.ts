import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { InviteCodeUser } from '@/domain/contract/users';
import type { CreateConnectionBody } from '@/domain/contract/userConnections';
import { NO_USER_FOR_INVITE_CODE } from '@/domain/constants';
import { type Result, errorMessageOf } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';
import { appActorPlaceholder } from '@/machines/appActor';

/**
 * Connecting with another user (SPEC.md sections 2 and 5): enter their invite code, Next looks
 * them up, pick which person of the network they are, Confirm connects them.
 */
export interface ConnectByInviteContext {
  code: string;
  foundUser: InviteCodeUser | null;
  personId: string | null;
  /** Ours to translate, or the server's own words (already in the user's language). */
  errorMessage: MessageDescriptor | string | null;
}

export type ConnectByInviteEvent =
  | { type: 'code.change'; code: string }
  | { type: 'code.submit' }
  | { type: 'person.select'; personId: string | null }
  | { type: 'connect.confirm' }
  | { type: 'connect.cancel' };

export const NEED_USER_AND_PERSON = msg`Need to have a user and person to connect them to`;
export const CONNECT_FAILED = msg`Error adding user to your network.`;

export const connectByInviteMachine = setup({
  types: {
    context: {} as ConnectByInviteContext,
    events: {} as ConnectByInviteEvent,
  },
  actors: {
    lookUpInviteCode: appActorPlaceholder<Result<InviteCodeUser>, string>('lookUpInviteCode'),
    connectUser: appActorPlaceholder<Result<{ userConnectionId: string }>, CreateConnectionBody>('connectUser'),
  },
  actions: {
    /** The page shows the new connection in its list. */
    reportConnected: () => {},
    /** A new code forgets whom the old one found. */
    changeCode: assign(({ event }) => ({
      code: event.type === 'code.change' ? event.code : '', foundUser: null, personId: null, errorMessage: null,
    })),
  },
  guards: {
    isSuccess,
    hasCode: ({ context }) => context.code.trim() !== '',
    hasUserAndPerson: ({ context }) => context.foundUser !== null && context.personId !== null,
  },
}).createMachine({
  id: 'connectByInvite',
  context: { code: '', foundUser: null, personId: null, errorMessage: null },
  initial: 'entering',
  states: {
    entering: {
      on: {
        'code.change': { target: 'entering', actions: 'changeCode' },
        'code.submit': { guard: 'hasCode', target: 'lookingUp' },
      },
    },
    lookingUp: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'lookUpInviteCode',
        src: 'lookUpInviteCode',
        input: ({ context }) => context.code.trim(),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'choosingPerson',
            actions: assign({ foundUser: ({ event }) => (event.output.status === 'success' ? event.output.data : null) }),
          },
          { target: 'entering', actions: assign({ errorMessage: ({ event }) => errorMessageOf(event.output) }) },
        ],
        onError: { target: 'entering', actions: assign({ errorMessage: NO_USER_FOR_INVITE_CODE }) },
      },
    },
    choosingPerson: {
      on: {
        'person.select': { actions: assign({ personId: ({ event }) => event.personId, errorMessage: null }) },
        'connect.confirm': [
          { guard: 'hasUserAndPerson', target: 'connecting' },
          { actions: assign({ errorMessage: NEED_USER_AND_PERSON }) },
        ],
        'connect.cancel': { target: 'entering', actions: assign({ foundUser: null, personId: null, errorMessage: null }) },
        'code.change': { target: 'entering', actions: 'changeCode' },
      },
    },
    connecting: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'connectUser',
        src: 'connectUser',
        input: ({ context }) => ({ userId: context.foundUser?.userId ?? '', personId: context.personId ?? '' }),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'connected',
            actions: 'reportConnected',
          },
          { target: 'choosingPerson', actions: assign({ errorMessage: CONNECT_FAILED }) },
        ],
        onError: { target: 'choosingPerson', actions: assign({ errorMessage: CONNECT_FAILED }) },
      },
    },
    /** Done; typing another code starts over. */
    connected: {
      on: { 'code.change': { target: 'entering', actions: 'changeCode' } },
    },
  },
});

type ConnectByInviteSnapshot = SnapshotFrom<typeof connectByInviteMachine>;

export const selectCode = (snapshot: ConnectByInviteSnapshot) => snapshot.context.code;
export const selectFoundUser = (snapshot: ConnectByInviteSnapshot) =>
  snapshot.matches('choosingPerson') || snapshot.matches('connecting') ? snapshot.context.foundUser : null;
export const selectPersonId = (snapshot: ConnectByInviteSnapshot) => snapshot.context.personId;
export const selectErrorMessage = (snapshot: ConnectByInviteSnapshot) => snapshot.context.errorMessage;
export const selectCanSubmitCode = (snapshot: ConnectByInviteSnapshot) => snapshot.can({ type: 'code.submit' });
export const selectIsLookingUp = (snapshot: ConnectByInviteSnapshot) => snapshot.matches('lookingUp');
export const selectIsConnecting = (snapshot: ConnectByInviteSnapshot) => snapshot.matches('connecting');
/** Who was just connected, for the success message. */
export const selectConnectedUser = (snapshot: ConnectByInviteSnapshot) =>
  snapshot.matches('connected') ? snapshot.context.foundUser : null;

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, setup, type SnapshotFrom } from 'xstate';
import {
  type AvatarName, DEFAULT_AVATAR, DEFAULT_COLOR, type MeetFrequency, type MessagingPlatform,
} from '@/domain/constants';
import type { CreatePersonBody, Person } from '@/domain/contract/people';
import { avatarColor } from '@/domain/avatars';
import type { PersonUpdate } from '@/domain/contract/people';
import { type Result, errorMessageOf, messageOfThrown } from '@/domain/result';
import { type Outcome, isSuccess } from '@/machines/resultGuards';
import { appActorPlaceholder } from '@/machines/appActor';

/**
 * The add-person form (/network/add) and the edit-person form (/network/{id}/edit). Adding goes to
 * the new person's page, or with 'Add another' stays on a fresh form; editing goes to the person's
 * page. The name is not checked here (SPEC.md section 5); the server's answer is shown.
 */
export interface PersonDraft {
  personName: string;
  personAvatar: AvatarName;
  /** Always the chosen avatar's palette colour. */
  personColor: string;
  meetFrequency: MeetFrequency;
  personNotes: string;
  /** '' while none is chosen. */
  externalMessagingPlatform: MessagingPlatform | '';
  externalMessagingId: string;
}

export interface PersonFormContext {
  /** null when adding. */
  personId: string | null;
  draft: PersonDraft;
  addAnother: boolean;
  errorMessage: MessageDescriptor | null;
  successMessage: MessageDescriptor | null;
}

/** Adding starts from an empty draft; editing from the person as loaded. */
export type PersonFormInput = { person: Person | null };

export type PersonFormEvent =
  | { type: 'field.change'; field: 'personName' | 'personNotes' | 'externalMessagingId'; value: string }
  | { type: 'meetFrequency.change'; meetFrequency: MeetFrequency }
  | { type: 'messagingPlatform.change'; platform: MessagingPlatform | '' }
  | { type: 'avatar.select'; avatar: AvatarName }
  | { type: 'addAnother.change'; checked: boolean }
  | { type: 'form.submit' };

const PERSON_CREATED = msg`Person created successfully`;
const PERSON_UPDATED = msg`Person updated successfully`;
const addError = (message: string) => msg`Error adding person: ${message}`;
const updateError = (message: string) => msg`Error updating person: ${message}`;
const UNKNOWN_ADD_ERROR = msg`Unknown error adding person`;

const EMPTY_PERSON_DRAFT: PersonDraft = {
  personName: '',
  personAvatar: DEFAULT_AVATAR,
  personColor: DEFAULT_COLOR,
  meetFrequency: 'monthly',
  personNotes: '',
  externalMessagingPlatform: '',
  externalMessagingId: '',
};

const draftOf = (person: Person): PersonDraft => ({
  personName: person.personName,
  personAvatar: person.personAvatar,
  personColor: person.personColor,
  meetFrequency: person.meetFrequency,
  personNotes: person.personNotes ?? '',
  externalMessagingPlatform: person.externalMessagingPlatform ?? '',
  externalMessagingId: person.externalMessagingId ?? '',
});

/** Every field is sent; an emptied optional one is cleared with null. */
const personBody = (draft: PersonDraft): CreatePersonBody => ({
  personName: draft.personName,
  personAvatar: draft.personAvatar,
  personColor: draft.personColor,
  meetFrequency: draft.meetFrequency,
  personNotes: draft.personNotes.trim() ? draft.personNotes : null,
  externalMessagingPlatform: draft.externalMessagingPlatform || null,
  externalMessagingId: draft.externalMessagingId.trim() || null,
});

type Saved = { personId: string };

/** The new person's id, from a result the `isSuccess` guard has let through. */
const savedId = (result: Result<Saved>) => (result.status === 'success' ? result.data.personId : '');

export const personFormMachine = setup({
  types: {
    context: {} as PersonFormContext,
    events: {} as PersonFormEvent,
    input: {} as PersonFormInput,
  },
  actors: {
    createPerson: appActorPlaceholder<Result<Saved>, CreatePersonBody>('createPerson'),
    updatePerson: appActorPlaceholder<Result<Saved>, PersonUpdate>('updatePerson'),
  },
  actions: {
    goToPerson: (_, _params: { personId: string; message: MessageDescriptor }) => {},
  },
  guards: {
    isEditing: ({ context }) => context.personId !== null,
    isAdding: ({ context }) => context.personId === null,
    isSuccess,
    isSuccessAddingAnother: ({ context }, { result }: Outcome) => result.status === 'success' && context.addAnother,
  },
}).createMachine({
  id: 'personForm',
  context: ({ input }) => ({
    personId: input.person?.personId ?? null,
    draft: input.person ? draftOf(input.person) : EMPTY_PERSON_DRAFT,
    addAnother: false,
    errorMessage: null,
    successMessage: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }) }),
        },
        'meetFrequency.change': {
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, meetFrequency: event.meetFrequency }) }),
        },
        'messagingPlatform.change': {
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, externalMessagingPlatform: event.platform }) }),
        },
        'avatar.select': {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, personAvatar: event.avatar, personColor: avatarColor(event.avatar) }),
          }),
        },
        'addAnother.change': {
          guard: 'isAdding',
          actions: assign({ addAnother: ({ event }) => event.checked }),
        },
        'form.submit': [
          { guard: 'isEditing', target: 'updating' },
          { target: 'creating' },
        ],
      },
    },
    creating: {
      entry: assign({ errorMessage: null, successMessage: null }),
      invoke: {
        id: 'createPerson',
        src: 'createPerson',
        input: ({ context }) => personBody(context.draft),
        onDone: [
          {
            guard: { type: 'isSuccessAddingAnother', params: ({ event }) => ({ result: event.output }) },
            target: 'editing',
            actions: assign({ draft: EMPTY_PERSON_DRAFT, successMessage: PERSON_CREATED }),
          },
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'saved',
            actions: {
              type: 'goToPerson',
              params: ({ event }) => ({ personId: savedId(event.output), message: PERSON_CREATED }),
            },
          },
          {
            target: 'editing',
            actions: assign({ errorMessage: ({ event }) => addError(errorMessageOf(event.output)) }),
          },
        ],
        onError: {
          target: 'editing',
          actions: assign({ errorMessage: UNKNOWN_ADD_ERROR }),
        },
      },
    },
    updating: {
      entry: assign({ errorMessage: null, successMessage: null }),
      invoke: {
        id: 'updatePerson',
        src: 'updatePerson',
        input: ({ context }) => ({ personId: context.personId as string, body: personBody(context.draft) }),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'saved',
            actions: {
              type: 'goToPerson',
              params: ({ context }) => ({ personId: context.personId as string, message: PERSON_UPDATED }),
            },
          },
          {
            target: 'editing',
            actions: assign({ errorMessage: ({ event }) => updateError(errorMessageOf(event.output)) }),
          },
        ],
        onError: {
          target: 'editing',
          actions: assign({ errorMessage: ({ event }) => updateError(messageOfThrown(event.error)) }),
        },
      },
    },
    saved: {
      type: 'final',
    },
  },
});

type PersonFormSnapshot = SnapshotFrom<typeof personFormMachine>;

export const selectDraft = (snapshot: PersonFormSnapshot) => snapshot.context.draft;
export const selectIsAdding = (snapshot: PersonFormSnapshot) => snapshot.context.personId === null;
export const selectAddAnother = (snapshot: PersonFormSnapshot) => snapshot.context.addAnother;
export const selectErrorMessage = (snapshot: PersonFormSnapshot) => snapshot.context.errorMessage;
export const selectSuccessMessage = (snapshot: PersonFormSnapshot) => snapshot.context.successMessage;
export const selectIsSaving = (snapshot: PersonFormSnapshot) => snapshot.matches('creating') || snapshot.matches('updating');
export const selectCanSubmit = (snapshot: PersonFormSnapshot) => snapshot.can({ type: 'form.submit' });

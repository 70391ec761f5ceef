import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { AvatarName } from '@/domain/constants';
import type { ProfileBody, User } from '@/domain/contract/auth';
import type { City } from '@/domain/contract/geo';
import { avatarColor } from '@/domain/avatars';
import { type BirthdayParts, birthDateOf, birthdayPartsOf } from '@/domain/birthDates';
import { HOUR_CYCLES, isLocale } from '@/domain/locales';
import { type Result, errorMessageOf } from '@/domain/result';
import { type Outcome, isSuccess } from '@/machines/resultGuards';

/**
 * The profile form (/profile/edit). It first loads the countries the city list covers, then the
 * cities of the user's country (if any); choosing another country clears the city and loads that
 * country's cities, so the city choices always belong to the chosen country. Saving goes back to /profile.
 */
export interface ProfileDraft extends BirthdayParts {
  firstName: string;
  lastName: string;
  email: string;
  userAvatar: AvatarName;
  /** Always the chosen avatar's palette colour. */
  userColor: string;
  /** '' while none is chosen. */
  country: string;
  city: string;
  timeZone: string;
  /** The app's language; '' follows the browser. */
  locale: string;
  /** 'h12' or 'h23'; '' is the language's usual clock. */
  hourCycle: string;
  /** Asked for (and sent) only when the email changes: the server wants it then. */
  currentPassword: string;
}

export interface ProfileFormContext {
  draft: ProfileDraft;
  /** The saved email, to tell whether the draft changes it. */
  savedEmail: string;
  countries: string[];
  cities: string[];
  errorMessage: MessageDescriptor | null;
}

export type ProfileFormInput = { user: User };

type TextField = 'firstName' | 'lastName' | 'email' | 'currentPassword' | 'city' | 'timeZone' | 'locale' | 'hourCycle' | keyof BirthdayParts;

export type ProfileFormEvent =
  | { type: 'field.change'; field: TextField; value: string }
  | { type: 'avatar.select'; avatar: AvatarName }
  | { type: 'country.change'; country: string }
  | { type: 'form.submit' };

export const PROFILE_UPDATED = msg`Profile updated successfully`;
export const INCOMPLETE_BIRTHDAY = msg`Please choose a birthday that exists, with year, month and day (or none of them)`;
export const CURRENT_PASSWORD_NEEDED = msg`Please enter your current password to change your email`;
const countriesError = (message: string) => msg`Error fetching countries: ${message}`;
const citiesError = (message: string) => msg`Error fetching cities: ${message}`;
const updateError = (message: string) => msg`Error updating profile: ${message}`;

const draftOf = (user: User): ProfileDraft => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email ?? '',
  userAvatar: user.userAvatar,
  userColor: user.userColor,
  country: user.country ?? '',
  city: user.city ?? '',
  timeZone: user.timeZone,
  locale: user.locale ?? '',
  hourCycle: user.hourCycle ?? '',
  currentPassword: '',
  ...birthdayPartsOf(user.birthDate),
});

/** The server stores emails in lower case: only another address is a change. */
const changesEmail = ({ draft, savedEmail }: Pick<ProfileFormContext, 'draft' | 'savedEmail'>) =>
  draft.email.trim() !== '' && draft.email.trim().toLowerCase() !== savedEmail;

/** Every field is sent (an empty country, city or birthday is cleared with null); the current password only with a new email. */
const profileBody = (context: ProfileFormContext): ProfileBody => {
  const { draft } = context;
  return {
    firstName: draft.firstName,
    lastName: draft.lastName,
    ...(draft.email.trim() ? { email: draft.email } : {}),
    ...(changesEmail(context) ? { currentPassword: draft.currentPassword } : {}),
    userAvatar: draft.userAvatar,
    userColor: draft.userColor,
    country: draft.country || null,
    city: draft.city || null,
    birthDate: birthDateOf(draft) ?? null,
    timeZone: draft.timeZone,
    locale: isLocale(draft.locale) ? draft.locale : null,
    hourCycle: HOUR_CYCLES.find((cycle) => cycle === draft.hourCycle) ?? null,
  };
};

const listOf = <T>(result: Result<T[]>) => (result.status === 'success' ? result.data : []);
const cityNames = (result: Result<City[]>) => listOf(result).map((entry) => entry.city);

export const profileFormMachine = setup({
  types: {
    context: {} as ProfileFormContext,
    events: {} as ProfileFormEvent,
    input: {} as ProfileFormInput,
  },
  actors: {
    fetchCountries: fromPromise<Result<string[]>>(async () => {
      throw new Error('fetchCountries is provided by the app');
    }),
    fetchCities: fromPromise<Result<City[]>, string>(async () => {
      throw new Error('fetchCities is provided by the app');
    }),
    updateProfile: fromPromise<Result<unknown>, ProfileBody>(async () => {
      throw new Error('updateProfile is provided by the app');
    }),
  },
  actions: {
    goToProfile: (_, _params: { message: MessageDescriptor }) => {},
    /** A new country has other cities: the city is chosen again. */
    chooseCountry: assign({
      draft: ({ context }, { country }: { country: string }) => ({ ...context.draft, country, city: '' }),
      errorMessage: null,
    }),
  },
  guards: {
    isSuccess,
    isSuccessWithCountry: ({ context }, { result }: Outcome) => result.status === 'success' && context.draft.country !== '',
    /** Only the offered countries can be chosen (none when they failed to load). */
    isOfferedCountry: ({ context }, { country }: { country: string }) => context.countries.includes(country),
    isNoCountry: (_, { country }: { country: string }) => country === '',
    isBirthdayIncomplete: ({ context }) => birthDateOf(context.draft) === undefined,
    isCurrentPasswordMissing: ({ context }) => changesEmail(context) && context.draft.currentPassword === '',
  },
}).createMachine({
  id: 'profileForm',
  context: ({ input }) => ({
    draft: draftOf(input.user), savedEmail: input.user.email ?? '', countries: [], cities: [], errorMessage: null,
  }),
  initial: 'loadingCountries',
  states: {
    loadingCountries: {
      invoke: {
        id: 'fetchCountries',
        src: 'fetchCountries',
        onDone: [
          {
            guard: { type: 'isSuccessWithCountry', params: ({ event }) => ({ result: event.output }) },
            target: 'loadingCities',
            actions: assign({ countries: ({ event }) => listOf(event.output) }),
          },
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'editing',
            actions: assign({ countries: ({ event }) => listOf(event.output) }),
          },
          {
            target: 'editing',
            actions: assign({ errorMessage: ({ event }) => countriesError(errorMessageOf(event.output)) }),
          },
        ],
        onError: { target: 'editing', actions: assign({ errorMessage: msg`Error fetching countries` }) },
      },
    },
    loadingCities: {
      invoke: {
        id: 'fetchCities',
        src: 'fetchCities',
        input: ({ context }) => context.draft.country,
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'editing',
            actions: assign({ cities: ({ event }) => cityNames(event.output) }),
          },
          {
            target: 'editing',
            actions: assign({ cities: [], errorMessage: ({ event }) => citiesError(errorMessageOf(event.output)) }),
          },
        ],
        onError: { target: 'editing', actions: assign({ cities: [], errorMessage: msg`Error fetching cities` }) },
      },
    },
    editing: {
      on: {
        'field.change': {
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }) }),
        },
        'avatar.select': {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, userAvatar: event.avatar, userColor: avatarColor(event.avatar) }),
          }),
        },
        'country.change': [
          {
            guard: { type: 'isOfferedCountry', params: ({ event }) => ({ country: event.country }) },
            target: 'loadingCities',
            actions: { type: 'chooseCountry', params: ({ event }) => ({ country: event.country }) },
          },
          {
            guard: { type: 'isNoCountry', params: ({ event }) => ({ country: event.country }) },
            target: 'editing',
            actions: [{ type: 'chooseCountry', params: { country: '' } }, assign({ cities: [] })],
          },
        ],
        'form.submit': [
          { guard: 'isBirthdayIncomplete', actions: assign({ errorMessage: INCOMPLETE_BIRTHDAY }) },
          { guard: 'isCurrentPasswordMissing', actions: assign({ errorMessage: CURRENT_PASSWORD_NEEDED }) },
          { target: 'saving' },
        ],
      },
    },
    saving: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'updateProfile',
        src: 'updateProfile',
        input: ({ context }) => profileBody(context),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'saved',
            actions: { type: 'goToProfile', params: { message: PROFILE_UPDATED } },
          },
          {
            target: 'editing',
            actions: assign({ errorMessage: ({ event }) => updateError(errorMessageOf(event.output)) }),
          },
        ],
        onError: { target: 'editing', actions: assign({ errorMessage: msg`Unknown error updating profile` }) },
      },
    },
    saved: {
      type: 'final',
    },
  },
});

type ProfileFormSnapshot = SnapshotFrom<typeof profileFormMachine>;

export const selectDraft = (snapshot: ProfileFormSnapshot) => snapshot.context.draft;
export const selectCountries = (snapshot: ProfileFormSnapshot) => snapshot.context.countries;
export const selectCities = (snapshot: ProfileFormSnapshot) => snapshot.context.cities;
export const selectErrorMessage = (snapshot: ProfileFormSnapshot) => snapshot.context.errorMessage;
export const selectIsLoadingCountries = (snapshot: ProfileFormSnapshot) => snapshot.matches('loadingCountries');
export const selectIsLoadingCities = (snapshot: ProfileFormSnapshot) => snapshot.matches('loadingCities');
export const selectIsSaving = (snapshot: ProfileFormSnapshot) => snapshot.matches('saving') || snapshot.matches('saved');
export const selectCanSubmit = (snapshot: ProfileFormSnapshot) => snapshot.can({ type: 'form.submit' });
export const selectNeedsCurrentPassword = (snapshot: ProfileFormSnapshot) => changesEmail(snapshot.context);

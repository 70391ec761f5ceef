import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { WEATHER_COUNTRIES } from '@/domain/constants';
import { birthDateOf } from '@/domain/birthDates';
import {
  CURRENT_PASSWORD_NEEDED, INCOMPLETE_BIRTHDAY, type ProfileFormContext, type ProfileFormEvent, profileFormMachine,
} from '@/machines/profileFormMachine';
import { ADA, failure, success } from '../views/support/fixtures';
import { field, fill } from '../views/support/forms';
import { shown } from '../views/support/language';
import { renderApp } from '../views/support/renderApp';
import { createModel, useFakeClock } from './support/modelTest';

const FRENCH_CITIES = [{ city: 'Lyon', lat: 45.75, long: 4.85 }, { city: 'Paris', lat: 48.85, long: 2.35 }];

const changesEmail = (context: ProfileFormContext) => context.draft.email !== context.savedEmail;
const currentPasswordField = () => screen.queryByLabelText(/^Current password/);

const model = createModel(profileFormMachine, {
  input: { user: ADA },
  events: {
    // A half-picked birthday, the year picked away again, and another email (which needs the current password).
    'field.change': [
      { type: 'field.change', field: 'birthYear', value: '1990' },
      { type: 'field.change', field: 'birthYear', value: '' },
      { type: 'field.change', field: 'email', value: 'augusta@example.com' },
    ],
    'avatar.select': [{ type: 'avatar.select', avatar: 'avatar_group_1' }],
    'country.change': [{ type: 'country.change', country: 'France' }, { type: 'country.change', country: '' }],
    'form.submit': [{ type: 'form.submit' }],
    'xstate.done.actor.fetchCountries': [
      { type: 'xstate.done.actor.fetchCountries', output: success([...WEATHER_COUNTRIES]) },
      { type: 'xstate.done.actor.fetchCountries', output: failure('Something went wrong on our side') },
    ],
    'xstate.error.actor.fetchCountries': [{ type: 'xstate.error.actor.fetchCountries', error: new Error('Network down') }],
    'xstate.done.actor.fetchCities': [
      { type: 'xstate.done.actor.fetchCities', output: success(FRENCH_CITIES) },
      { type: 'xstate.done.actor.fetchCities', output: failure('Something went wrong on our side') },
    ],
    'xstate.error.actor.fetchCities': [{ type: 'xstate.error.actor.fetchCities', error: new Error('Network down') }],
    'xstate.done.actor.updateProfile': [
      { type: 'xstate.done.actor.updateProfile', output: success({ userId: ADA.userId, message: 'Profile updated successfully' }) },
      { type: 'xstate.done.actor.updateProfile', output: failure('This email is already registered') },
    ],
    'xstate.error.actor.updateProfile': [{ type: 'xstate.error.actor.updateProfile', error: new Error('Network down') }],
  },
  // What the form offers and says; the rest of the draft does not change the flow.
  serializeState: ({ value, context }) => ({
    value,
    country: context.draft.country,
    countries: context.countries.length,
    cities: context.cities.length,
    birthdayIncomplete: birthDateOf(context.draft) === undefined,
    passwordMissing: changesEmail(context) && context.draft.currentPassword === '',
    errorMessage: context.errorMessage,
  }),
});

const optionsOf = (label: string) => within(field(label)).getAllByRole('option').map((option) => option.textContent);

describe('profileForm machine, on /profile/edit', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', { timeout: 20_000 }, async (_, path) => {
    const app = renderApp('/profile/edit');
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await screen.findByRole('heading', { name: 'Edit profile' });

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'field.change': async (event) => {
          const { field: name, value } = event as ProfileFormEvent & { type: 'field.change' };
          if (name === 'email') await fill(app.user, 'Email', value);
          else await app.user.selectOptions(field('Birth year'), value || 'Year');
        },
        'avatar.select': async () => app.user.click(screen.getByRole('radio', { name: /group/i, checked: false })),
        'country.change': async (event) => {
          const { country } = event as { country: string } & typeof event;
          await app.user.selectOptions(field('Country'), country || 'None');
        },
        'form.submit': async () => app.user.click(screen.getByRole('button', { name: 'Save' })),
      },
      states: {
        loadingCountries: async () => {
          expect(app.fakes.isRunning('fetchCountries')).toBe(true);
          expect(field('Country')).toHaveProperty('disabled', true);
        },
        loadingCities: async ({ context }) => {
          expect(app.fakes.inputsOf('fetchCities').at(-1)).toBe(context.draft.country);
          expect(field('City')).toHaveProperty('disabled', true);
          expect(screen.getByText('Loading cities …')).toBeTruthy();
          expect(field('City')).toHaveProperty('value', '');
        },
        editing: async ({ context }) => {
          const errorMessage = context.errorMessage && shown(context.errorMessage);
          const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
          expect(alerts).toEqual(errorMessage ? [errorMessage] : []);
          expect(currentPasswordField() !== null).toBe(changesEmail(context));
          expect([
            null, shown(INCOMPLETE_BIRTHDAY), shown(CURRENT_PASSWORD_NEEDED),
            'Error fetching countries: Something went wrong on our side', 'Error fetching countries',
            'Error fetching cities: Something went wrong on our side', 'Error fetching cities',
            'Error updating profile: This email is already registered', 'Unknown error updating profile',
          ]).toContain(errorMessage);
          expect(optionsOf('Country')).toEqual(['None', ...context.countries]);
          expect(optionsOf('City')).toEqual(['None', ...context.cities]);
          expect(field('City')).toHaveProperty('disabled', context.draft.country === '');
          expect(field('Country')).toHaveProperty('value', context.draft.country);
          expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
        },
        saving: async ({ context }) => {
          expect(app.fakes.isRunning('updateProfile')).toBe(true);
          expect(app.fakes.inputsOf('updateProfile').at(-1)).toMatchObject({
            country: context.draft.country || null, city: null, birthDate: null, userAvatar: context.draft.userAvatar,
          });
          const sent = app.fakes.inputsOf('updateProfile').at(-1);
          if (changesEmail(context)) expect(sent).toHaveProperty('currentPassword', context.draft.currentPassword);
          else expect(sent).not.toHaveProperty('currentPassword');
          expect(screen.getByRole('button', { name: /Save/ })).toHaveProperty('disabled', true);
        },
        saved: async () => {
          await waitFor(() => expect(app.location().pathname).toBe('/profile'));
          // The session loads the user anew for the profile page.
          expect(app.fakes.isRunning('fetchCurrentUser')).toBe(true);
        },
      },
    });
  });
});

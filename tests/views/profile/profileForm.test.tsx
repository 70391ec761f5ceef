import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WEATHER_COUNTRIES } from '@/domain/constants';
import type { City } from '@/domain/contract/geo';
import { i18n } from '@lingui/core';
import { AVATAR_LABELS } from '@/domain/avatarLabels';
import { CURRENT_PASSWORD_NEEDED } from '@/machines/profileFormMachine';
import { ADA, PASSWORD, failure, success } from '../support/fixtures';
import { field, fill } from '../support/forms';
import { shown } from '../support/language';
import { renderApp } from '../support/renderApp';

const cities = (...names: string[]): City[] => names.map((city, i) => ({ city, lat: 40 + i, long: i }));
const optionsOf = (label: string) => within(field(label)).getAllByRole('option').map((option) => option.textContent);

async function openForm(user = ADA) {
  const app = renderApp('/profile/edit');
  await app.fakes.settle('fetchCurrentUser', { output: success(user) });
  await screen.findByRole('heading', { name: 'Edit profile' });
  await app.fakes.settle('fetchCountries', { output: success([...WEATHER_COUNTRIES]) });
  return app;
}

// Each test walks the whole form; a busy machine needs more than the default 5 s.
describe('the profile form', { timeout: 20_000 }, () => {
  it('offers the cities of the chosen country only, and clears the city when the country changes', async () => {
    const app = await openForm();
    expect(optionsOf('Country')).toEqual(['None', ...WEATHER_COUNTRIES]);
    expect(field('City')).toHaveProperty('disabled', true);
    expect(screen.getByText('Choose a country first')).toBeTruthy();

    await app.user.selectOptions(field('Country'), 'France');
    expect(app.fakes.inputsOf('fetchCities')).toEqual(['France']);
    expect(field('City')).toHaveProperty('disabled', true);
    await app.fakes.settle('fetchCities', { output: success(cities('Lyon', 'Paris')) });
    await waitFor(() => expect(field('City')).toHaveProperty('disabled', false));
    expect(optionsOf('City')).toEqual(['None', 'Lyon', 'Paris']);
    await app.user.selectOptions(field('City'), 'Paris');

    await app.user.selectOptions(field('Country'), 'Germany');
    expect(field('City')).toHaveProperty('value', '');
    await app.fakes.settle('fetchCities', { output: success(cities('Berlin', 'Munich')) });
    await waitFor(() => expect(optionsOf('City')).toEqual(['None', 'Berlin', 'Munich']));
    await app.user.selectOptions(field('City'), 'Munich');

    // No country: no cities.
    await app.user.selectOptions(field('Country'), 'None');
    expect(optionsOf('City')).toEqual(['None']);
    expect(field('City')).toHaveProperty('disabled', true);
    expect(app.fakes.inputsOf('fetchCities')).toEqual(['France', 'Germany']);
  });

  it('shows the saved time zone by its city and offset, and finds zones by city, name or offset', async () => {
    const app = await openForm({ ...ADA, timeZone: 'Australia/Sydney' });
    expect(field('Time zone')).toHaveProperty('value', expect.stringMatching(/^Sydney \(Australia\/Sydney, UTC\+1[01]:00\)$/));
    // Open, the list of zones is labelled 'Time zone' too.
    const input = screen.getByRole('combobox', { name: 'Time zone' });
    const offered = async (search: string) => {
      await app.user.clear(input);
      await app.user.type(input, search);
      return within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    };
    // ICU versions list it as America/Buenos_Aires or America/Argentina/Buenos_Aires.
    expect(await offered('buenos')).toEqual([expect.stringMatching(/^Buenos Aires \(America\/(Argentina\/)?Buenos_Aires, UTC−03:00\)$/)]);
    expect(await offered('america/new_y')).toEqual([expect.stringMatching(/^New York \(America\/New_York, UTC−0[45]:00\)$/)]);
    expect(await offered('UTC+05:45')).toEqual([expect.stringMatching(/^(Kathmandu|Katmandu) \(Asia\/(Kathmandu|Katmandu), UTC\+05:45\)$/)]);
  });

  it('keeps a saved zone the browser does not list, so saving does not change it', async () => {
    const app = await openForm({ ...ADA, timeZone: 'US/Pacific' });
    expect(field('Time zone')).toHaveProperty('value', expect.stringMatching(/^Pacific \(US\/Pacific, UTC−0[78]:00\)$/));
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(app.fakes.inputsOf('updateProfile')).toEqual([expect.objectContaining({ timeZone: 'US/Pacific' })]);
  });

  it("starts from the saved profile and loads the saved country's cities", async () => {
    const app = await openForm({ ...ADA, country: 'Italy', city: 'Rome', birthDate: '1990-02-28' });
    expect(app.fakes.inputsOf('fetchCities')).toEqual(['Italy']);
    await app.fakes.settle('fetchCities', { output: success(cities('Milan', 'Rome')) });
    await waitFor(() => expect(field('City')).toHaveProperty('value', 'Rome'));
    expect(field('Country')).toHaveProperty('value', 'Italy');
    expect(field('Birth year')).toHaveProperty('value', '1990');
    expect(field('Birth month')).toHaveProperty('value', '2');
    expect(field('Birth day')).toHaveProperty('value', '28');
  });

  it('offers birth years from 2010 back 51 years and days 1 to 31', async () => {
    await openForm();
    const years = optionsOf('Birth year').slice(1);
    expect(years).toHaveLength(51);
    expect(years[0]).toBe('2010');
    expect(years.at(-1)).toBe('1960');
    expect(optionsOf('Birth day').slice(1)).toEqual(Array.from({ length: 31 }, (_, i) => String(i + 1)));
    expect(optionsOf('Birth month').slice(1)[0]).toBe('January');
  });

  it('sends the chosen language and clock, and shows the app in that language once the session has it', async () => {
    const app = await openForm();
    expect(optionsOf('Language')).toEqual(["The browser's language", 'English', 'Deutsch', 'Français', 'Español', 'Italiano', 'Nederlands']);
    expect(optionsOf('Clock')).toEqual(['As usual in the language (6:30 PM)', '24-hour (18:30)', '12-hour (6:30 PM)']);
    await app.user.selectOptions(field('Language'), 'Italiano');
    await app.user.selectOptions(field('Clock'), '24-hour (18:30)');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(app.fakes.inputsOf('updateProfile')).toMatchObject([{ locale: 'it', hourCycle: 'h23' }]);
    await app.fakes.settle('updateProfile', { output: success({ userId: ADA.userId, message: 'Profile updated successfully' }) });
    await app.fakes.settle('fetchCurrentUser', { output: success({ ...ADA, locale: 'it', hourCycle: 'h23' }) });
    await waitFor(() => expect(document.documentElement.lang).toBe('it'));
    // The profile's success message is said in the language just chosen.
    expect((await screen.findByRole('alert')).textContent).toBe('Profilo aggiornato');
    // The choice is this browser's too: the next visit starts in Italian before the user is known.
    expect(document.cookie).toContain('funplans-locale=it');
  });

  it('sends every field, then goes to the profile with the success message', async () => {
    const app = await openForm();
    await fill(app.user, 'First name', 'Augusta');
    await fill(app.user, 'Email', 'augusta@example.com');
    await fill(app.user, 'Current password', PASSWORD);
    await app.user.click(screen.getByRole('radio', { name: i18n._(AVATAR_LABELS.avatar_group_1) }));
    await app.user.selectOptions(field('Country'), 'Norway');
    await app.fakes.settle('fetchCities', { output: success(cities('Bergen', 'Oslo')) });
    await waitFor(() => expect(field('City')).toHaveProperty('disabled', false));
    await app.user.selectOptions(field('City'), 'Oslo');
    await app.user.selectOptions(field('Birth year'), '1985');
    await app.user.selectOptions(field('Birth month'), 'December');
    await app.user.selectOptions(field('Birth day'), '10');
    await app.user.type(field('Time zone'), 'oslo');
    await app.user.click(screen.getByRole('option', { name: /^Oslo \(Europe\/Oslo, UTC\+0[12]:00\)$/ }));
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(app.fakes.inputsOf('updateProfile')).toEqual([{
      firstName: 'Augusta', lastName: 'Lovelace', email: 'augusta@example.com', userAvatar: 'avatar_group_1', userColor: '#E4C1F9',
      country: 'Norway', city: 'Oslo', birthDate: '1985-12-10', timeZone: 'Europe/Oslo', currentPassword: PASSWORD,
      locale: null, hourCycle: null,
    }]);
    await app.fakes.settle('updateProfile', { output: success({ userId: ADA.userId, message: 'Profile updated successfully' }) });
    await waitFor(() => expect(app.location().pathname).toBe('/profile'));
    // The session loads the user again, then the profile shows the message.
    const geo = { country: 'Norway', city: 'Oslo', lat: 59.91, long: 10.75 };
    await app.fakes.settle('fetchCurrentUser', { output: success({ ...ADA, firstName: 'Augusta', country: 'Norway', city: 'Oslo', geo }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Profile updated successfully');
    expect(screen.getByText('Oslo, Norway')).toBeTruthy();
  });

  it("asks for the current password when, and only when, the email changes, and shows the server's refusal", async () => {
    const app = await openForm();
    const passwordField = () => screen.queryByLabelText(/^Current password/);
    expect(passwordField()).toBeNull();
    await fill(app.user, 'Email', 'augusta@example.com');
    expect(passwordField()).not.toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(shown(CURRENT_PASSWORD_NEEDED));
    expect(app.fakes.inputsOf('updateProfile')).toEqual([]);

    await fill(app.user, 'Current password', 'not my password');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(app.fakes.inputsOf('updateProfile').at(-1)).toMatchObject({ email: 'augusta@example.com', currentPassword: 'not my password' });
    await app.fakes.settle('updateProfile', { output: failure('The current password is not right') });
    expect((await screen.findByRole('alert')).textContent).toBe('Error updating profile: The current password is not right');

    // Back to the saved email (in any case): nothing to confirm.
    await fill(app.user, 'Email', 'ADA@example.com');
    expect(passwordField()).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(app.fakes.inputsOf('updateProfile').at(-1)).not.toHaveProperty('currentPassword');
  });

  it("shows the server's refusal and a birthday that does not exist", async () => {
    const app = await openForm();
    await app.user.selectOptions(field('Birth year'), '2001');
    await app.user.selectOptions(field('Birth month'), 'February');
    await app.user.selectOptions(field('Birth day'), '29');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please choose a birthday that exists');
    expect(app.fakes.inputsOf('updateProfile')).toEqual([]);

    await app.user.selectOptions(field('Birth day'), '28');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await app.fakes.settle('updateProfile', { output: failure('This email is already registered') });
    expect((await screen.findByRole('alert')).textContent).toBe('Error updating profile: This email is already registered');
  });
});

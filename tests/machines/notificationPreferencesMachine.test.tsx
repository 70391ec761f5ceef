import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '@/domain/contract/notifications';
import { hourLabel } from '@/domain/notificationLabels';
import { LOAD_ERROR, SAVE_ERROR, notificationPreferencesMachine, selectShownPreferences } from '@/machines/notificationPreferencesMachine';
import { i18n } from '@/views/locale';
import { failure, success } from '../views/support/fixtures';
import { field } from '../views/support/forms';
import { PREFERENCES } from '../views/settings/notificationFixtures';
import { openNotificationSettings } from '../views/settings/pushFixtures';
import { createModel, pathName, useFakeClock } from './support/modelTest';

/** What the server answers a save with: its own state (here, another digest day than the form had), which the form then shows. */
const SERVER_ANSWER: NotificationPreferences = { ...PREFERENCES, digestWeekday: 3 };

const model = createModel(notificationPreferencesMachine, {
  events: {
    'xstate.done.actor.fetchNotificationPreferences': [
      { type: 'xstate.done.actor.fetchNotificationPreferences', output: success(PREFERENCES) },
      { type: 'xstate.done.actor.fetchNotificationPreferences', output: failure('Database down') },
    ],
    'xstate.error.actor.fetchNotificationPreferences': [{ type: 'xstate.error.actor.fetchNotificationPreferences', error: new Error('boom') }],
    'preferences.reload': [{ type: 'preferences.reload' }],
    'preferences.change': [
      { type: 'preferences.change', change: { localHour: 21 } },
      { type: 'preferences.change', change: { channels: { 'plan.answered': { email: false } } } },
      { type: 'preferences.change', change: { resumeEmail: true } },
    ],
    'xstate.done.actor.saveNotificationPreferences': [
      { type: 'xstate.done.actor.saveNotificationPreferences', output: success(SERVER_ANSWER) },
      { type: 'xstate.done.actor.saveNotificationPreferences', output: failure('Database down') },
    ],
    'xstate.error.actor.saveNotificationPreferences': [{ type: 'xstate.error.actor.saveNotificationPreferences', error: new Error('Network down') }],
  },
});

const section = () => screen.getByRole('region', { name: 'What reaches you' });
const saveStatus = () => within(section()).getAllByRole('status')[0]!.textContent;
const alerts = () => within(section()).queryAllByRole('alert').map((alert) => alert.textContent);
const answeredByEmail = () => within(section()).getByRole('switch', { name: 'Someone answered my plan: Email' });

/** The form shows `shown`: the hour, the digest day, a switch per kind and channel, and email's state. */
function expectForm(shown: NotificationPreferences) {
  expect(field('Time of reminders and the digest')).toHaveProperty('value', String(shown.localHour));
  expect(within(field('Time of reminders and the digest')).getByRole('option', { selected: true }).textContent).toBe(hourLabel(shown.localHour));
  expect(field('Day of the weekly digest')).toHaveProperty('value', String(shown.digestWeekday));
  expect(answeredByEmail()).toHaveProperty('checked', shown.channels['plan.answered'].email);
  expect(within(section()).getByRole('switch', { name: 'Weekly catch-up digest: Email' })).toHaveProperty('checked', false);
  expect(within(section()).getByRole('switch', { name: 'Weekly catch-up digest: Push' })).toHaveProperty('checked', true);
  expect(within(section()).getByText('Emails go to ada@example.com.')).toBeTruthy();
  const emailOff = within(section()).queryByRole('note');
  if (shown.email.disabledReason) {
    expect(emailOff?.textContent).toBe(`Email is off: ${shown.email.disabledReason}Resume email`);
  } else {
    expect(emailOff).toBeNull();
  }
}

describe('notificationPreferences machine, on /settings/notifications', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.paths.map((path) => [pathName(path), path] as const))('%s', { timeout: 20_000 }, async (_, path) => {
    const app = await openNotificationSettings([]);
    await model.run(path, {
      actors: app.fakes,
      perform: {
        'preferences.reload': async () => app.user.click(within(section()).getByRole('button', { name: 'Try again' })),
        'preferences.change': async (event) => {
          const { change } = event as typeof event & { change: { localHour?: number; channels?: unknown; resumeEmail?: true } };
          if (change.localHour !== undefined) await app.user.selectOptions(field('Time of reminders and the digest'), hourLabel(change.localHour));
          else if (change.channels) await app.user.click(answeredByEmail());
          else await app.user.click(within(section()).getByRole('button', { name: 'Resume email' }));
        },
      },
      states: {
        loading: async () => {
          expect(app.fakes.isRunning('fetchNotificationPreferences')).toBe(true);
          expect(within(section()).getByText('Loading ...')).toBeTruthy();
        },
        failed: async ({ context }) => {
          const errorMessage = i18n._(context.errorMessage!);
          expect([`${i18n._(LOAD_ERROR)}: Database down`, i18n._(LOAD_ERROR)]).toContain(errorMessage);
          expect(alerts()).toEqual([`${errorMessage}Try again`]);
          expect(within(section()).queryByRole('switch')).toBeNull();
        },
        'editing.idle': async (snapshot) => {
          expect(saveStatus()).toBe('');
          expect(alerts()).toEqual([]);
          expectForm(selectShownPreferences(snapshot)!);
        },
        'editing.saving': async (snapshot) => {
          // Only what changed goes to the server, and the form shows it at once.
          expect(app.fakes.inputsOf('saveNotificationPreferences').at(-1)).toEqual(snapshot.context.change);
          expect(app.fakes.isRunning('saveNotificationPreferences')).toBe(true);
          expect(saveStatus()).toBe('Saving ...');
          expectForm(selectShownPreferences(snapshot)!);
        },
        'editing.saved': async (snapshot) => {
          expect(saveStatus()).toBe('Saved');
          expect(alerts()).toEqual([]);
          expect(selectShownPreferences(snapshot)).toEqual(SERVER_ANSWER);
          expectForm(SERVER_ANSWER);
        },
        'editing.unsaved': async ({ context }) => {
          // Nothing half-saved is shown: the form is what the server last said it has.
          const errorMessage = i18n._(context.errorMessage!);
          expect([`${i18n._(SAVE_ERROR)}: Database down`, i18n._(SAVE_ERROR)]).toContain(errorMessage);
          expect(alerts()).toEqual([`${errorMessage}. The settings below are the ones saved.`]);
          expect([PREFERENCES, SERVER_ANSWER]).toContainEqual(context.saved);
          expectForm(context.saved!);
        },
      },
    });
  });
});

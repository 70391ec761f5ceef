import type { MessageDescriptor } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { pushOptInMachine } from '@/machines/pushOptInMachine';
import { failure, success } from '../views/support/fixtures';
import { shown } from '../views/support/language';
import { SUBSCRIPTION, THIS_DEVICE_ID, device, openNotificationSettings } from '../views/settings/pushFixtures';
import { createModel, pathName, useFakeClock } from './support/modelTest';

const PUBLIC_KEY = 'BPSCxs0No9wYkvhix5uurU7P3eCtBlnfltUR6dJvP6RC-sH9KX9z1mcq5CS17w2Qv9-N_MGMx_aqXeS2myElRPU';
const TOO_MANY = 'Notifications go to at most 20 devices: remove one first';

const model = createModel(pushOptInMachine, {
  events: {
    'xstate.done.actor.readPushDevice': [
      { type: 'xstate.done.actor.readPushDevice', output: { supported: false, permission: 'default', subscription: null } },
      { type: 'xstate.done.actor.readPushDevice', output: { supported: true, permission: 'denied', subscription: null } },
      { type: 'xstate.done.actor.readPushDevice', output: { supported: true, permission: 'default', subscription: null } },
      // Subscribed before: the page saves it again to learn its id.
      { type: 'xstate.done.actor.readPushDevice', output: { supported: true, permission: 'granted', subscription: SUBSCRIPTION } },
    ],
    'xstate.error.actor.readPushDevice': [{ type: 'xstate.error.actor.readPushDevice', error: new Error('No service worker') }],
    'push.enable': [{ type: 'push.enable' }],
    'xstate.done.actor.askNotificationPermission': [
      { type: 'xstate.done.actor.askNotificationPermission', output: 'granted' },
      { type: 'xstate.done.actor.askNotificationPermission', output: 'denied' },
      { type: 'xstate.done.actor.askNotificationPermission', output: 'default' },
    ],
    'xstate.error.actor.askNotificationPermission': [{ type: 'xstate.error.actor.askNotificationPermission', error: new Error('Prompt failed') }],
    'xstate.done.actor.fetchVapidKey': [
      { type: 'xstate.done.actor.fetchVapidKey', output: success({ publicKey: PUBLIC_KEY }) },
      { type: 'xstate.done.actor.fetchVapidKey', output: failure('Database down') },
    ],
    'xstate.error.actor.fetchVapidKey': [{ type: 'xstate.error.actor.fetchVapidKey', error: new Error('boom') }],
    'xstate.done.actor.subscribePushDevice': [{ type: 'xstate.done.actor.subscribePushDevice', output: SUBSCRIPTION }],
    'xstate.error.actor.subscribePushDevice': [
      { type: 'xstate.error.actor.subscribePushDevice', error: new Error('Registration failed - push service error') },
    ],
    'xstate.done.actor.savePushSubscription': [
      { type: 'xstate.done.actor.savePushSubscription', output: success({ pushSubscriptionId: THIS_DEVICE_ID }) },
      { type: 'xstate.done.actor.savePushSubscription', output: failure(TOO_MANY) },
    ],
    'xstate.error.actor.savePushSubscription': [{ type: 'xstate.error.actor.savePushSubscription', error: new Error('boom') }],
    'push.disable': [{ type: 'push.disable' }],
    'xstate.done.actor.unsubscribePushDevice': [
      { type: 'xstate.done.actor.unsubscribePushDevice', output: success({ pushSubscriptionId: THIS_DEVICE_ID }) },
      { type: 'xstate.done.actor.unsubscribePushDevice', output: failure('Database down') },
    ],
    'xstate.error.actor.unsubscribePushDevice': [{ type: 'xstate.error.actor.unsubscribePushDevice', error: new Error('Unsubscribe failed') }],
  },
});

const TURN_ON = /^Turn on notifications on this device/;
const TURN_OFF = /^Turn off notifications on this device/;
const status = () => within(screen.getByRole('region', { name: 'This device' })).getByRole('status').textContent;
const button = (name: RegExp) => screen.queryByRole('button', { name });

/** The other device the account has, and this one once subscribed: what the list shows after each change. */
const OTHER = device();
const THIS = device({ pushSubscriptionId: THIS_DEVICE_ID, deviceName: 'Chrome on Linux', service: 'fcm.googleapis.com' });

describe('pushOptIn machine, on /settings/notifications', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.transitionPaths().map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    const app = await openNotificationSettings([OTHER]);
    /** Once the devices changed, the list loads again; it shows this device (without Remove) while subscribed. */
    async function expectListReloaded(subscribed: boolean) {
      if (!app.fakes.isRunning('fetchPushSubscriptions')) return;
      await app.fakes.settle('fetchPushSubscriptions', { output: success(subscribed ? [THIS, OTHER] : [OTHER]) });
      const list = await screen.findByRole('list', { name: 'Devices that get notifications' });
      if (subscribed) await within(list).findByText('Chrome on Linux (this device)');
      else expect(within(list).queryByText(/this device/)).toBeNull();
      expect(within(list).queryByRole('button', { name: 'Remove Chrome on Linux' })).toBeNull();
      expect(within(list).getByRole('button', { name: 'Remove Safari on iOS' })).toBeTruthy();
    }
    /** The error the last step left, as the page's only alert. */
    const expectError = (errorMessage: MessageDescriptor | null) =>
      expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(errorMessage ? [shown(errorMessage)] : []);
    const busy = (name: RegExp) => async () => {
      expect(button(name)).toHaveProperty('disabled', true);
    };

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'push.enable': async () => app.user.click(button(TURN_ON)!),
        'push.disable': async () => app.user.click(button(TURN_OFF)!),
      },
      states: {
        checking: async () => {
          expect(status()).toBe('Checking this device ...');
          expect(button(TURN_ON)).toBeNull();
        },
        unsupported: async () => {
          expect(status()).toMatch(/^This browser cannot get notifications from FunPlans/);
          expect(button(TURN_ON)).toBeNull();
          expect(button(TURN_OFF)).toBeNull();
        },
        idle: async ({ context }) => {
          await expectListReloaded(false);
          expect(status()).toMatch(/^Get notifications on this device/);
          expect(button(TURN_ON)).toHaveProperty('disabled', false);
          expectError(context.errorMessage);
          if (context.errorMessage) {
            expect([
              'Error asking for permission: Prompt failed', 'Error turning on notifications: Database down', 'Error turning on notifications: boom',
              'Error turning on notifications: Registration failed - push service error', `Error turning on notifications: ${TOO_MANY}`,
            ]).toContain(shown(context.errorMessage));
          }
        },
        asking: async () => {
          expect(status()).toBe('Allow notifications in your browser’s prompt.');
          await busy(TURN_ON)();
        },
        granted: busy(TURN_ON),
        subscribing: busy(TURN_ON),
        saving: async () => {
          expect(status()).toBe('Turning on notifications ...');
          await busy(TURN_ON)();
        },
        denied: async () => {
          expect(status()).toMatch(/^Notifications are blocked for FunPlans in this browser/);
          expect(button(TURN_ON)).toBeNull();
        },
        subscribed: async ({ context }) => {
          await expectListReloaded(true);
          expect(status()).toBe('Notifications are on for this device.');
          expect(button(TURN_OFF)).toHaveProperty('disabled', false);
          expect(button(TURN_ON)).toBeNull();
          expectError(context.errorMessage);
        },
        unsubscribing: async () => {
          expect(status()).toBe('Turning off notifications ...');
          await busy(TURN_OFF)();
        },
      },
    });
    // The list loaded once with the page, and again after each change of the devices.
    const changes = path.steps.filter(({ event }) => ['xstate.done.actor.savePushSubscription', 'xstate.done.actor.unsubscribePushDevice'].includes(event.type)
      && (event as unknown as { output: { status: string } }).output.status === 'success');
    expect(app.fakes.inputsOf('fetchPushSubscriptions')).toHaveLength(1 + changes.length);
    // What the browser was asked to subscribe with is the server's key.
    for (const input of app.fakes.inputsOf('subscribePushDevice')) expect(input).toBe(PUBLIC_KEY);
    for (const input of app.fakes.inputsOf('unsubscribePushDevice')) expect(input).toBe(THIS_DEVICE_ID);
  });
});

import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { type WebhookAddEvent, webhookAddMachine } from '@/machines/webhookAddMachine';
import { i18n } from '@/views/locale';
import { failure, success } from '../views/support/fixtures';
import { WEBHOOK_URL, openWebhooks, webhook } from '../views/settings/webhookFixtures';
import { createModel, pathName, useFakeClock } from './support/modelTest';

type Snapshot = SnapshotFrom<typeof webhookAddMachine>;
type Change = Extract<WebhookAddEvent, { type: 'url.change' }>;
type Toggle = Extract<WebhookAddEvent, { type: 'eventType.toggle' }>;

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const ERRORS = ['Error adding webhook: Invalid request: body.url: The webhook URL points to a private or local network, which is not allowed', 'Unknown error adding webhook'];

const model = createModel(webhookAddMachine, {
  serializeState: ({ value, context }: Snapshot) => ({ value, ...context }),
  events: {
    'url.change': [
      { type: 'url.change', url: WEBHOOK_URL },
      { type: 'url.change', url: 'not a url' },
    ] satisfies Change[],
    'eventType.toggle': [{ type: 'eventType.toggle', eventType: 'plan.answered' }] satisfies Toggle[],
    'webhook.submit': [{ type: 'webhook.submit' }],
    'secret.dismiss': [{ type: 'secret.dismiss' }],
    'xstate.done.actor.createWebhook': [
      { type: 'xstate.done.actor.createWebhook', output: success({ ...webhook(), secret: SECRET }) },
      { type: 'xstate.done.actor.createWebhook', output: failure('Invalid request: body.url: The webhook URL points to a private or local network, which is not allowed') },
    ],
    'xstate.error.actor.createWebhook': [{ type: 'xstate.error.actor.createWebhook', error: new Error('Network down') }],
  },
});

const form = () => screen.getByRole('form', { name: 'Add webhook' });
const field = () => within(form()).getByRole('textbox', { name: 'URL' }) as HTMLInputElement;
/** An event's box, named by the event and what it means ('plan.answered: someone answered one of your plans'). */
const box = (type: string) => within(form()).getByRole('checkbox', { name: (name) => name.startsWith(`${type}: `) }) as HTMLInputElement;
const addButton = () => within(form()).getByRole('button', { name: 'Add webhook' });
const alerts = () => within(form()).queryAllByRole('alert').map((alert) => alert.textContent);
const added = () => screen.getByRole('region', { name: 'Webhook added' });

describe('webhookAdd machine, adding a webhook on /settings/webhooks', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  // Every transition too: another URL after a failure or a refusal, another webhook once one is added.
  it.each(model.transitionPaths().map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    const app = await openWebhooks([]);
    await screen.findByText('No webhooks yet.');

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'url.change': async (event) => {
          await app.user.clear(field());
          await app.user.type(field(), (event as Change).url);
        },
        'eventType.toggle': async (event) => app.user.click(box((event as Toggle).eventType)),
        'webhook.submit': async () => app.user.click(addButton()),
        'secret.dismiss': async () => app.user.click(within(added()).getByRole('button', { name: 'Done' })),
      },
      states: {
        editing: async ({ context }) => {
          expect(field().value).toBe(context.url);
          expect(field().disabled).toBe(false);
          const urlInvalid = context.invalid && context.url !== WEBHOOK_URL;
          expect(field().getAttribute('aria-invalid')).toBe(String(urlInvalid));
          expect(box('plan.answered').checked).toBe(context.eventTypes.includes('plan.answered'));
          expect(box('event.created').checked).toBe(false);
          expect(within(form()).queryByText('Choose at least one event') !== null).toBe(context.invalid && context.eventTypes.length === 0);
          const errorMessage = context.errorMessage && i18n._(context.errorMessage);
          expect(alerts()).toEqual(errorMessage ? [errorMessage] : []);
          if (errorMessage) expect(ERRORS).toContain(errorMessage);
          expect(addButton()).toHaveProperty('disabled', false);
        },
        adding: async () => {
          // Only a URL with an event type is sent.
          expect(app.fakes.inputsOf('createWebhook').at(-1)).toEqual({ url: WEBHOOK_URL, eventTypes: ['plan.answered'] });
          expect(field().disabled).toBe(true);
          expect(addButton()).toHaveProperty('disabled', true);
        },
        showingSecret: async () => {
          expect((within(added()).getByRole('textbox', { name: 'Signing secret' }) as HTMLInputElement).value).toBe(SECRET);
          expect(screen.queryByRole('form', { name: 'Add webhook' })).toBeNull();
          // The page lists the webhooks again, with the new one.
          await app.fakes.settle('fetchWebhooks', { output: success([webhook()]) });
          await screen.findByRole('region', { name: WEBHOOK_URL });
        },
      },
    });
  }, 30_000);
});

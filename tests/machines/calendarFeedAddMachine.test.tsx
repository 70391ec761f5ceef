import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { type CalendarFeedAddEvent, calendarFeedAddMachine } from '@/machines/calendarFeedAddMachine';
import { i18n } from '@/views/locale';
import { failure, success } from '../views/support/fixtures';
import { INTEGRATION_ID, integration, signedInAt } from '../views/integrations/integrationFixtures';
import { createModel, pathName, useFakeClock } from './support/modelTest';

type Snapshot = SnapshotFrom<typeof calendarFeedAddMachine>;
type Change = Extract<CalendarFeedAddEvent, { type: 'feedUrl.change' }>;

const FEED = 'https://example.com/cal.ics';
const ERRORS = ['Error adding integration: Feed address is in a private network', 'Unknown error adding integration'];

const model = createModel(calendarFeedAddMachine, {
  serializeState: ({ value, context }: Snapshot) => ({ value, ...context }),
  events: {
    'feedUrl.change': [
      { type: 'feedUrl.change', feedUrl: FEED },
      { type: 'feedUrl.change', feedUrl: 'ftp://example.com/cal.ics' },
    ] satisfies Change[],
    'feed.submit': [{ type: 'feed.submit' }],
    'xstate.done.actor.createIntegration': [
      { type: 'xstate.done.actor.createIntegration', output: success({ integrationId: INTEGRATION_ID }) },
      { type: 'xstate.done.actor.createIntegration', output: failure('Feed address is in a private network') },
    ],
    'xstate.error.actor.createIntegration': [{ type: 'xstate.error.actor.createIntegration', error: new Error('Network down') }],
  },
});

const form = () => screen.getByRole('form', { name: 'Add calendar feed (iCal URL)' });
const field = () => within(form()).getByRole('textbox', { name: 'Add calendar feed (iCal URL)' }) as HTMLInputElement;
const addButton = () => within(form()).getByRole('button', { name: 'Add feed' });
const alerts = () => within(form()).queryAllByRole('alert').map((alert) => alert.textContent);
const linkedCalendars = () => screen.getByRole('region', { name: 'Calendar integrations' });

describe('calendarFeedAdd machine, adding an iCal feed on /settings', () => {
  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  // Every transition too: another address after a failure or a refusal, another feed once one is added.
  it.each(model.transitionPaths().map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    const app = await signedInAt('/settings');
    await app.fakes.settle('fetchIntegrations', { output: success([]) });
    await within(linkedCalendars()).findByText('No calendar linked.');

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'feedUrl.change': async (event) => {
          await app.user.clear(field());
          await app.user.type(field(), (event as Change).feedUrl);
        },
        'feed.submit': async () => app.user.click(addButton()),
      },
      states: {
        editing: async ({ context }) => {
          expect(field().value).toBe(context.feedUrl);
          expect(field().disabled).toBe(false);
          expect(field().getAttribute('aria-invalid')).toBe(String(context.invalid));
          expect(within(form()).queryByText('Enter the http(s) address of an iCal feed') !== null).toBe(context.invalid);
          const errorMessage = context.errorMessage && i18n._(context.errorMessage);
          expect(alerts()).toEqual(errorMessage ? [errorMessage] : []);
          if (errorMessage) expect(ERRORS).toContain(errorMessage);
          expect(addButton()).toHaveProperty('disabled', false);
        },
        adding: async () => {
          // Only an http(s) address is sent.
          expect(app.fakes.inputsOf('createIntegration').at(-1)).toEqual({ integrationType: 'ICS_FEED', feedUrl: FEED });
          expect(field().disabled).toBe(true);
          expect(addButton()).toHaveProperty('disabled', true);
        },
        added: async () => {
          expect(alerts()).toEqual(['Calendar feed added.']);
          expect(field().value).toBe('');
          // The page lists the linked calendars again, with the new feed.
          await app.fakes.settle('fetchIntegrations', { output: success([integration({ integrationType: 'ICS_FEED' })]) });
          await within(linkedCalendars()).findByRole('link', { name: 'Calendar feed (iCal)' });
        },
      },
    });
  }, 30_000);
});

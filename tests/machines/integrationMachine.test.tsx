import type { MessageDescriptor } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { Integration, IntegrationUpdate } from '@/domain/contract/integrations';
import { INTEGRATION_DISCONNECTED, integrationMachine } from '@/machines/integrationMachine';
import { externalNavigation } from '@/views/externalNavigation';
import { failure, success } from '../views/support/fixtures';
import { shown } from '../views/support/language';
import { CALENDARS, INTEGRATION_ID, integration, signedInAt } from '../views/integrations/integrationFixtures';
import type { Outcome } from './support/fakeActors';
import { waitForDialogToClose } from './support/confirmModel';
import { createModel, pathName, useFakeClock } from './support/modelTest';

type Snapshot = SnapshotFrom<typeof integrationMachine>;
type App = Awaited<ReturnType<typeof signedInAt>>;

const VERIFIED = integration({ activeCalendarId: 'primary', activeCalendarName: 'Ada' });
const UNVERIFIED = integration({ integrationStatus: 'NOT_VERIFIED' });
const FEED = integration({ integrationType: 'ICS_FEED', feedUrl: 'https://example.com/basic.ics', activeCalendarId: 'feed' });
const WORK = CALENDARS[1]!;
const CONSENT = `/oauth/connect/googlecalendar?integrationId=${INTEGRATION_ID}`;

const ERRORS = {
  create: ['Error adding integration: Google is not configured', 'Unknown error adding integration'],
  load: ['Error fetching integrations: Database down', 'Error fetching integrations'],
  calendars: ['Error fetching calendars: Google refused', 'Error fetching calendars'],
  choice: ['Error updating integration: Calendar not found', 'Unknown error updating integration'],
  disconnect: ['Error deleting integration: Google did not answer', 'Unknown error deleting integration'],
};

/** Every outcome of every actor, each named by its app actor. */
const outcomes = (actor: string, succeeded: unknown[], failed: string) => ({
  [`xstate.done.actor.${actor}`]: [
    ...succeeded.map((data) => ({ type: `xstate.done.actor.${actor}`, output: success(data) })),
    { type: `xstate.done.actor.${actor}`, output: failure(failed) },
  ],
  [`xstate.error.actor.${actor}`]: [{ type: `xstate.error.actor.${actor}`, error: new Error('Network down') }],
});

const EVENTS = {
  'integration.connect': [{ type: 'integration.connect' }],
  'integration.reload': [{ type: 'integration.reload' }],
  'calendar.choose': [{ type: 'calendar.choose', calendar: WORK }],
  'delete.request': [{ type: 'delete.request' }],
  'delete.confirm': [{ type: 'delete.confirm' }],
  'delete.cancel': [{ type: 'delete.cancel' }],
  ...outcomes('createIntegration', [{ integrationId: INTEGRATION_ID }], 'Google is not configured'),
  ...outcomes('fetchIntegration', [VERIFIED, UNVERIFIED, FEED], 'Database down'),
  ...outcomes('fetchCalendars', [CALENDARS], 'Google refused'),
  ...outcomes('updateIntegration', [{ integrationId: INTEGRATION_ID }], 'Calendar not found'),
  ...outcomes('deleteIntegration', [{ integrationId: INTEGRATION_ID }], 'Google did not answer'),
};

/** What the page's graph goes by: the state, the kind of integration loaded and the messages shown. */
const serializeState = ({ value, context }: Snapshot) => ({
  value,
  kind: context.integration && `${context.integration.integrationType} ${context.integration.integrationStatus}`,
  errorMessage: context.errorMessage,
  calendarErrorMessage: context.calendarErrorMessage,
  saved: context.savedCalendarName !== null,
});

// /settings starts it without an integration; the integration's page, with its id.
const settingsModel = createModel(integrationMachine, { input: { integrationId: null }, events: EVENTS, serializeState });
const pageModel = createModel(integrationMachine, { input: { integrationId: INTEGRATION_ID }, events: EVENTS, serializeState });

const succeeded = (outcome: Outcome) => 'output' in outcome && (outcome.output as { status: string }).status === 'success';
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const dialog = () => screen.queryByRole('dialog', { name: 'Disconnect this calendar?' });
const dialogButton = (name: string) => within(dialog() as HTMLElement).getByRole('button', { name }) as HTMLButtonElement;
const calendarSection = () => screen.queryByRole('region', { name: 'Calendar to show' });
const radios = () => within(calendarSection() as HTMLElement).getAllByRole('radio') as HTMLInputElement[];
/** A message of the machine as the page shows it. */
const text = (message: MessageDescriptor | null) => message && shown(message);
const alerts = (container: HTMLElement = document.body) => within(container).queryAllByRole('alert').map((alert) => alert.textContent);

/** The leaf states only an integration's page reaches. */
const PAGE_STATES = [
  'verifying', 'failed', 'connected.feed', 'connected.unverified', 'connected.verified.loadingCalendars',
  'connected.verified.calendarsFailed', 'connected.verified.choosing', 'connected.verified.saving', 'confirming', 'disconnecting',
  'redirecting', 'done',
];

async function unreachable(): Promise<void> {
  throw new Error('Not reached from this page');
}

/** The active calendar: Work once a choice of it was saved, else the one the integration came with. */
const activeCalendar = (app: App) => (app.fakes.outcomesOf('updateIntegration').some(succeeded) ? WORK : CALENDARS[0]!);

/** The name the page gives the integration, and its status. */
function expectedHeading(app: App, integration: Integration) {
  if (integration.integrationType === 'ICS_FEED') return ['Calendar feed (iCal)', 'Status: Connected'];
  if (integration.integrationStatus !== 'VERIFIED') return ['Google Calendar', 'Status: Not connected yet: give FunPlans access at Google'];
  return [`Google Calendar: ${activeCalendar(app).summary}`, 'Status: Connected'];
}

/**
 * What every state of a loaded integration shows: its name and status, the messages, the calendars
 * of a verified Google one, Disconnect; behind the confirmation while it is open.
 */
function expectPage(app: App, snapshot: Snapshot) {
  const { context } = snapshot;
  const hidden = snapshot.matches('confirming') || snapshot.matches('disconnecting');
  const integration = context.integration as Integration;
  const [name, status] = expectedHeading(app, integration);
  expect(screen.getByRole('heading', { level: 1, name: 'Calendar integration', hidden })).toBeTruthy();
  expect(screen.getByText(name as string)).toBeTruthy();
  expect(screen.getByText(status as string)).toBeTruthy();
  if (text(context.errorMessage)) expect(ERRORS.disconnect).toContain(text(context.errorMessage));
  const saved = context.savedCalendarName ? `Saved: ${WORK.summary} joins your calendar.` : null;
  expect(screen.queryAllByRole('alert', { hidden }).map((alert) => alert.textContent))
    .toEqual([text(context.errorMessage), text(context.calendarErrorMessage), saved].filter(Boolean));
  const listsCalendars = integration.integrationType === 'GOOGLE_CALENDAR' && integration.integrationStatus === 'VERIFIED';
  expect(screen.queryByRole('region', { name: 'Calendar to show', hidden }) !== null).toBe(listsCalendars);
  const disconnect = screen.getAllByRole('button', { name: 'Disconnect', hidden }).find((element) => !dialog()?.contains(element));
  expect(disconnect).toHaveProperty('disabled', !snapshot.can({ type: 'delete.request' }));
}

describe('integration machine: consent, verification, the calendar choice and disconnecting', () => {
  let navigation: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    useFakeClock();
    navigation = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reaches every state, from /settings or from an integration page', () => {
    const unreached = settingsModel.unreachedStates();
    expect(pageModel.unreachedStates().filter((state) => unreached.includes(state))).toEqual([]);
  });

  describe("on /settings, 'Connect Google Calendar'", () => {
    it.each(settingsModel.paths.map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
      const app = await signedInAt('/settings');
      await app.fakes.settle('fetchIntegrationOptions', { output: success({ googleCalendarConfigured: true }) });
      const connect = await screen.findByRole('button', { name: 'Connect Google Calendar' });
      await settingsModel.run(path, {
        actors: app.fakes,
        perform: {
          'integration.connect': async () => app.user.click(connect),
          // The rest happens on the integration's page.
          ...Object.fromEntries(['integration.reload', 'calendar.choose', 'delete.request', 'delete.confirm', 'delete.cancel']
            .map((type) => [type, unreachable])),
        },
        states: {
          ...Object.fromEntries(PAGE_STATES.map((state) => [state, unreachable])),
          notConnected: async ({ context }) => {
            expect(connect).toHaveProperty('disabled', false);
            expect(alerts(connect.parentElement as HTMLElement)).toEqual(text(context.errorMessage) ? [text(context.errorMessage)] : []);
            if (text(context.errorMessage)) expect(ERRORS.create).toContain(text(context.errorMessage));
            expect(navigation).not.toHaveBeenCalled();
          },
          creating: async () => {
            expect(app.fakes.inputsOf('createIntegration')).toEqual([{ integrationType: 'GOOGLE_CALENDAR' }]);
            expect(connect).toHaveProperty('disabled', true);
          },
          // The first consent of a new integration.
          consenting: async () => {
            expect(navigation).toHaveBeenCalledExactlyOnceWith(`${CONSENT}&isFirstTime=true`);
            expect(connect).toHaveProperty('disabled', true);
          },
        },
      });
    });
  });

  describe('on /settings/integrations/{id}', () => {
    // Every transition too: trying again, cancelling, choosing again, connecting from each state.
    it.each(pageModel.transitionPaths().map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
      const app = await signedInAt(`/settings/integrations/${INTEGRATION_ID}`);
      await pageModel.run(path, {
        actors: app.fakes,
        perform: {
          // 'Connect Google Calendar', or 'Reconnect Google Calendar' once verified.
          'integration.connect': async () => app.user.click(screen.getByRole('button', { name: /^(Re)?[cC]onnect Google Calendar$/ })),
          'integration.reload': async () => app.user.click(button('Try again')),
          'calendar.choose': async () => app.user.click(within(calendarSection() as HTMLElement).getByRole('radio', { name: WORK.summary })),
          'delete.request': async () => app.user.click(button('Disconnect')),
          'delete.confirm': async () => app.user.click(dialogButton('Disconnect')),
          'delete.cancel': async () => app.user.click(dialogButton('Cancel')),
        },
        states: {
          notConnected: unreachable,
          creating: unreachable,
          consenting: async ({ context }) => {
            // A reconnection is no first time.
            const firstTime = context.integration?.integrationStatus !== 'VERIFIED';
            expect(navigation).toHaveBeenCalledExactlyOnceWith(firstTime ? `${CONSENT}&isFirstTime=true` : CONSENT);
          },
          verifying: async () => {
            expect(screen.getByRole('status', { name: 'Loading calendar integration' })).toBeTruthy();
            expect(app.fakes.isRunning('fetchIntegration')).toBe(true);
            expect(app.fakes.inputsOf('fetchIntegration').at(-1)).toBe(INTEGRATION_ID);
          },
          failed: async ({ context }) => {
            expect(ERRORS.load).toContain(text(context.errorMessage));
            expect(alerts()).toEqual([`${text(context.errorMessage)}Try again`]);
          },
          'connected.feed': async (snapshot) => {
            await waitForDialogToClose();
            expectPage(app, snapshot);
            expect(screen.getByText(FEED.feedUrl as string)).toBeTruthy();
            expect(screen.queryByRole('button', { name: /onnect Google Calendar$/ })).toBeNull();
          },
          'connected.unverified': async (snapshot) => {
            await waitForDialogToClose();
            expectPage(app, snapshot);
            expect(button('Connect Google Calendar').disabled).toBe(false);
          },
          'connected.verified.loadingCalendars': async (snapshot) => {
            await waitForDialogToClose();
            expectPage(app, snapshot);
            expect(app.fakes.isRunning('fetchCalendars')).toBe(true);
            expect(app.fakes.inputsOf('fetchCalendars').at(-1)).toBe(INTEGRATION_ID);
            // Listed before, the calendars stay while they are listed again.
            if (app.fakes.outcomesOf('fetchCalendars').some(succeeded)) expect(radios()).toHaveLength(2);
            else expect(within(calendarSection() as HTMLElement).getByRole('status').textContent).toBe('Loading calendars…');
          },
          'connected.verified.calendarsFailed': async (snapshot) => {
            await waitForDialogToClose();
            expectPage(app, snapshot);
            expect(ERRORS.calendars).toContain(text(snapshot.context.calendarErrorMessage));
          },
          'connected.verified.choosing': async (snapshot) => {
            await waitForDialogToClose();
            expectPage(app, snapshot);
            if (text(snapshot.context.calendarErrorMessage)) expect(ERRORS.choice).toContain(text(snapshot.context.calendarErrorMessage));
            // A failed choice shows the saved calendar again.
            expect(radios().filter((radio) => radio.checked).map((radio) => radio.value)).toEqual([activeCalendar(app).id]);
            expect(radios().every((radio) => !radio.disabled)).toBe(true);
          },
          'connected.verified.saving': async (snapshot) => {
            await waitForDialogToClose();
            expectPage(app, snapshot);
            expect(app.fakes.inputsOf('updateIntegration').at(-1)).toEqual({
              integrationId: INTEGRATION_ID,
              body: { activeCalendarId: 'work', activeCalendarName: 'Work', activeCalendarColor: '#F83A22' },
            } satisfies IntegrationUpdate);
            expect(radios().filter((radio) => radio.checked).map((radio) => radio.value)).toEqual(['work']);
            expect(radios().every((radio) => radio.disabled)).toBe(true);
            expect(button('Disconnect').disabled).toBe(true);
          },
          confirming: async (snapshot) => {
            expectPage(app, snapshot);
            expect(within(dialog() as HTMLElement).getByText('Its events leave your FunPlans calendar and FunPlans gives up its access.')).toBeTruthy();
            expect(dialogButton('Disconnect').disabled).toBe(false);
            expect(app.fakes.isRunning('deleteIntegration')).toBe(false);
          },
          disconnecting: async (snapshot) => {
            expectPage(app, snapshot);
            expect(dialogButton('Disconnect').disabled).toBe(true);
            expect(dialogButton('Cancel').disabled).toBe(true);
            expect(app.fakes.inputsOf('deleteIntegration').at(-1)).toBe(INTEGRATION_ID);
          },
          redirecting: async () => {
            expect(await screen.findByText(shown(INTEGRATION_DISCONNECTED))).toBeTruthy();
            await waitForDialogToClose();
            // The page stays until the redirect delay has passed.
            expect(app.location().pathname).toBe(`/settings/integrations/${INTEGRATION_ID}`);
            expect(button('Disconnect').disabled).toBe(true);
          },
          done: async () => {
            expect(app.location().pathname).toBe('/settings');
          },
        },
      });
    }, 30_000);
  });
});

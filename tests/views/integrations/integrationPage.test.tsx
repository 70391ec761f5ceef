import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarChoiceMachine } from '@/machines/integrationMachine';
import { externalNavigation } from '@/views/externalNavigation';
import { createModel } from '../../machines/support/modelTest';
import { failure, success } from '../support/fixtures';
import { CALENDARS, INTEGRATION_ID, integration, openIntegration } from './integrationFixtures';

const WORK = {
  integrationId: INTEGRATION_ID,
  body: { activeCalendarId: 'work', activeCalendarName: 'Work', activeCalendarColor: '#F83A22' },
};

const choiceModel = createModel(calendarChoiceMachine, {
  // What the page shows depends on the state and its error only.
  serializeState: (snapshot) => ({ value: snapshot.value, errorMessage: snapshot.context.errorMessage }),
  events: {
    submit: [{ type: 'submit', input: WORK }],
    'xstate.done.actor.updateIntegration': [
      { type: 'xstate.done.actor.updateIntegration', output: success({ integrationId: INTEGRATION_ID }) },
      { type: 'xstate.done.actor.updateIntegration', output: failure('Calendar not found') },
    ],
    'xstate.error.actor.updateIntegration': [{ type: 'xstate.error.actor.updateIntegration', error: new Error('Network down') }],
  },
});

describe('calendarChoice machine, on the integration page', () => {
  it('reaches every state', () => {
    expect(choiceModel.unreachedStates()).toEqual([]);
  });

  it.each(choiceModel.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const app = await openIntegration(integration({ activeCalendarId: 'primary', activeCalendarName: 'Ada' }));
    await app.fakes.settle('fetchCalendars', { output: success(CALENDARS) });
    const calendars = await screen.findByRole('radiogroup', { name: 'Calendar to show' });
    const checked = () => within(calendars).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)
      .map((radio) => radio.getAttribute('value'));
    await choiceModel.run(path, {
      actors: app.fakes,
      perform: {
        submit: async () => app.user.click(within(calendars).getByRole('radio', { name: 'Work' })),
      },
      states: {
        idle: async ({ context }) => {
          expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(context.errorMessage ? [context.errorMessage] : []);
          if (context.errorMessage) expect(['Error updating integration: Calendar not found', 'Unknown error updating integration']).toContain(context.errorMessage);
          // A failed choice shows the saved calendar again.
          expect(checked()).toEqual(['primary']);
        },
        submitting: async () => {
          expect(app.fakes.inputsOf('updateIntegration').at(-1)).toEqual(WORK);
          expect(within(calendars).getByRole('radio', { name: 'Ada' })).toHaveProperty('disabled', true);
        },
        submitted: async () => {
          await screen.findByText('Saved: Work joins your calendar.');
          expect(checked()).toEqual(['work']);
          expect(app.fakes.isRunning('fetchIntegration')).toBe(true);
        },
      },
    });
  }, 30_000);
});

describe('/settings/integrations/{id}', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends an unverified Google integration to the consent, the first time', async () => {
    const navigation = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
    const app = await openIntegration(integration({ integrationStatus: 'NOT_VERIFIED' }));
    expect(screen.getByText(/^Status: Not connected yet/)).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Connect Google Calendar' }));
    expect(navigation).toHaveBeenCalledWith(`/oauth/connect/googlecalendar?integrationId=${INTEGRATION_ID}&isFirstTime=true`);
  });

  it('reconnects a verified one without isFirstTime', async () => {
    const navigation = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
    const app = await openIntegration(integration());
    await app.user.click(screen.getByRole('button', { name: 'Reconnect Google Calendar' }));
    expect(navigation).toHaveBeenCalledWith(`/oauth/connect/googlecalendar?integrationId=${INTEGRATION_ID}`);
  });

  it('lists the calendars of a verified integration and saves the one chosen, or says why not', async () => {
    const app = await openIntegration(integration({ activeCalendarId: 'primary', activeCalendarName: 'Ada' }));
    expect(screen.getByText('Status: Connected')).toBeTruthy();
    expect(app.fakes.inputsOf('fetchCalendars')).toEqual([INTEGRATION_ID]);
    await app.fakes.settle('fetchCalendars', { output: success(CALENDARS) });
    const calendars = await screen.findByRole('radiogroup', { name: 'Calendar to show' });
    expect(within(calendars).getByRole('radio', { name: 'Ada' })).toHaveProperty('checked', true);

    await app.user.click(within(calendars).getByRole('radio', { name: 'Work' }));
    expect(app.fakes.inputsOf('updateIntegration')).toEqual([{
      integrationId: INTEGRATION_ID,
      body: { activeCalendarId: 'work', activeCalendarName: 'Work', activeCalendarColor: '#F83A22' },
    }]);
    await app.fakes.settle('updateIntegration', { output: failure('Calendar not found') });
    await screen.findByText('Error updating integration: Calendar not found');

    await app.user.click(within(calendars).getByRole('radio', { name: 'Work' }));
    await app.fakes.settle('updateIntegration', { output: success({ integrationId: INTEGRATION_ID }) });
    await screen.findByText('Saved: Work joins your calendar.');
    expect(within(calendars).getByRole('radio', { name: 'Work' })).toHaveProperty('checked', true);
    // The page loads the integration again, with its new active calendar.
    await app.fakes.settle('fetchIntegration', { output: success(integration({ activeCalendarId: 'work', activeCalendarName: 'Work' })) });
    await screen.findByText('Google Calendar: Work');
  });

  it('says when the calendars cannot be fetched', async () => {
    const app = await openIntegration(integration());
    await app.fakes.settle('fetchCalendars', { output: failure('Google refused') });
    await screen.findByText('Error fetching calendars: Google refused');
  });

  it('shows an ICS feed with its address and no Google controls', async () => {
    await openIntegration(integration({ integrationType: 'ICS_FEED', feedUrl: 'https://example.com/basic.ics' }));
    expect(screen.getByText('https://example.com/basic.ics')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Connect/ })).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});

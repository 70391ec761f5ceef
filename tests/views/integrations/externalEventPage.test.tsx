import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, success } from '../support/fixtures';
import { NEW_EVENT_ID } from '../calendar/eventFixtures';
import { GRACE_ID, person } from '../network/peopleFixtures';
import {
  EXTERNAL_EVENT_ID, INTEGRATION_ID, RULE_ID, externalEvent, openExternalEvent, signedInAt,
} from './integrationFixtures';

const RULE = {
  matchPattern: 'Team standup',
  whichEventsToIgnore: 'all_matching',
  createdFromExternalEventId: EXTERNAL_EVENT_ID,
  createdFromExternalIntegrationId: INTEGRATION_ID,
};

const ignoreForm = () => screen.getByRole('form', { name: 'Ignore event' });

describe('/externalcalendar/{id}', () => {
  it('shows the event and converts it into a fun plan with a person and an activity', async () => {
    const app = await openExternalEvent();
    expect(screen.getByText('Daily sync')).toBeTruthy();
    expect(screen.getByText('Google Calendar: Work')).toBeTruthy();
    expect(screen.getByText(/^Morning at/)).toBeTruthy();
    await app.fakes.settle('fetchPeople', { output: success([person()]) });
    const form = screen.getByRole('form', { name: 'Convert to Fun Plan' });
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Team standup');
    expect(within(form).getByRole('button', { name: 'Convert to Fun Plan' })).toHaveProperty('disabled', true);

    await app.user.click(within(form).getByRole('combobox', { name: 'Person' }));
    await app.user.click(await screen.findByRole('option', { name: 'Grace Hopper' }));
    await app.user.click(within(form).getByRole('combobox', { name: 'Activity' }));
    await app.user.click(await screen.findByRole('option', { name: 'Coffee' }));
    await app.user.click(within(form).getByRole('button', { name: 'Convert to Fun Plan' }));
    expect(app.fakes.inputsOf('createEvent')).toEqual([{
      personId: GRACE_ID,
      eventDate: '2026-11-25',
      eventTimeSlot: 'morning',
      eventActivity: 'coffee',
      eventTitle: 'Team standup',
      externalCalendarEventId: EXTERNAL_EVENT_ID,
      externalCalendarEventIntegrationId: INTEGRATION_ID,
    }]);
    await app.fakes.settle('createEvent', { output: failure('Person not found') });
    await within(form).findByText('Error creating event: Person not found');

    await app.user.click(within(form).getByRole('button', { name: 'Convert to Fun Plan' }));
    await app.fakes.settle('createEvent', { output: success({ eventId: NEW_EVENT_ID }) });
    const link = await screen.findByRole('link', { name: 'View event' });
    expect(link.getAttribute('href')).toBe(`/calendar/${NEW_EVENT_ID}`);
  });

  it('links to the fun plan an event already became, and ignores only this event when asked', async () => {
    const app = await openExternalEvent(externalEvent({ convertedEventId: NEW_EVENT_ID }));
    expect(screen.getByRole('link', { name: 'This event is a fun plan: view it' }).getAttribute('href')).toBe(`/calendar/${NEW_EVENT_ID}`);
    expect(screen.queryByRole('form', { name: 'Convert to Fun Plan' })).toBeNull();

    await app.user.click(within(ignoreForm()).getByRole('radio', { name: 'Only this event' }));
    await app.user.click(within(ignoreForm()).getByRole('button', { name: 'Ignore event' }));
    expect(app.fakes.inputsOf('createIgnoreRule')).toEqual([{ ...RULE, whichEventsToIgnore: 'single_event' }]);
    await app.fakes.settle('createIgnoreRule', { output: success({ ruleId: RULE_ID }) });
    await screen.findByText(/^Rule added: this event now shows greyed/);
  });

  it('says so when the event cannot be fetched', async () => {
    const app = await signedInAt(`/externalcalendar/${EXTERNAL_EVENT_ID}`);
    await app.fakes.settle('fetchExternalEvent', { output: failure('Event not found') });
    await screen.findByText('Error fetching event: Event not found');
  });
});

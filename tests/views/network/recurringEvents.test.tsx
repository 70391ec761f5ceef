import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADA, success } from '../support/fixtures';
import { field } from '../support/forms';
import { renderApp } from '../support/renderApp';
import { BIRTHDAY_ID, GRACE_ID, detail, recurringEvent, today } from './peopleFixtures';

const HOLIDAY_ID = 'holiday-GB-2026-12-25';
const HOLIDAY = recurringEvent({
  recurringEventId: HOLIDAY_ID,
  personId: null,
  personName: null,
  personAvatar: null,
  recurringEventName: 'Christmas Day',
  recurringEventType: 'holiday',
  userCreatedOrHoliday: 'holiday',
  recurringEventMonth: 12,
  recurringEventDay: 25,
  recurringEventDateThisYear: `${today().year}-12-25`,
});

async function open(path: string, event = recurringEvent()) {
  const app = renderApp(path);
  await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
  await app.fakes.settle('fetchRecurringEvent', { output: success(event) });
  return app;
}

describe('/recurringevents/{id}', () => {
  it('shows a yearly event with its date this year, its type and its person', async () => {
    await open(`/recurringevents/${BIRTHDAY_ID}`);
    expect(screen.getByRole('heading', { level: 1, name: "Grace Hopper's Birthday" })).toBeTruthy();
    const facts = Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts).toEqual({ 'Date this year': 'Dec 9th', Repeats: 'Yearly at 9 / 12', Type: 'Birthday' });
    expect(screen.getByRole('link', { name: "Grace Hopper's avatar Grace Hopper" }).getAttribute('href')).toBe(`/network/${GRACE_ID}`);
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/recurringevents/${BIRTHDAY_ID}/edit`);
    expect(screen.queryByText('Holiday')).toBeNull();
  });

  it("deletes it after a confirmation and goes to the person's page", async () => {
    const app = await open(`/recurringevents/${BIRTHDAY_ID}`);
    await app.user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: "Delete Grace Hopper's Birthday?" });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(app.fakes.inputsOf('deleteRecurringEvent')).toEqual([BIRTHDAY_ID]);
    await app.fakes.settle('deleteRecurringEvent', { output: success({ recurringEventId: BIRTHDAY_ID }) });
    expect(app.location().pathname).toBe(`/network/${GRACE_ID}`);
  });

  it('shows a public holiday with a Holiday banner, and no way to change it', async () => {
    await open(`/recurringevents/${HOLIDAY_ID}`, HOLIDAY);
    expect(screen.getByRole('heading', { level: 1, name: 'Christmas Day' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe('Holiday');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Close' }).getAttribute('href')).toBe('/');
  });

  it('offers no form to edit a public holiday', async () => {
    await open(`/recurringevents/${HOLIDAY_ID}/edit`, HOLIDAY);
    expect(screen.getByText('Public holidays come with your country and cannot be changed.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('/network/{id}/editrecurringevents', () => {
  it("adds a birthday with the defaults, then lists it as 'Yearly at day / month'", async () => {
    const app = renderApp(`/network/${GRACE_ID}/editrecurringevents`);
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
    await app.fakes.settle('fetchPersonDetail', { output: success(detail()) });
    expect(screen.getByText('None yet. Birthdays you add show up here and in your reminders.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Birthday' })).toHaveProperty('checked', true);
    expect(field('Description')).toHaveProperty('value', "Grace Hopper's Birthday");
    expect(field('Month')).toHaveProperty('value', '1');
    expect(field('Day')).toHaveProperty('value', '1');
    expect(within(field('Month')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
    ]);

    await app.user.selectOptions(field('Month'), 'December');
    await app.user.selectOptions(field('Day'), '9');
    await app.user.click(screen.getByRole('button', { name: 'Add' }));
    expect(app.fakes.inputsOf('createRecurringEvent')).toEqual([{
      personId: GRACE_ID, recurringEventName: "Grace Hopper's Birthday", recurringEventType: 'birthday', recurringEventMonth: 12, recurringEventDay: 9,
    }]);
    await app.fakes.settle('createRecurringEvent', { output: success({ recurringEventId: BIRTHDAY_ID }) });
    await app.fakes.settle('fetchPersonDetail', { output: success(detail({ recurringEvents: [recurringEvent()] })) });

    const list = screen.getByRole('list', { name: "Grace Hopper's yearly events" });
    expect(within(list).getByRole('link', { name: "Grace Hopper's Birthday Yearly at 9 / 12" }).getAttribute('href'))
      .toBe(`/recurringevents/${BIRTHDAY_ID}`);
    expect(field('Month')).toHaveProperty('value', '1');
  });
});

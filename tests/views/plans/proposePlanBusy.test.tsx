import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { dateLabel } from '@/domain/dateLabels';
import { i18n } from '@/views/locale';
import { dayButtonName } from '@/views/plans/dayButtonName';
import { ADA, failure, success } from '../support/fixtures';
import { field, fill } from '../support/forms';
import { renderApp } from '../support/renderApp';
import { GRACE_ID, fromToday, today } from '../network/peopleFixtures';

const TOMORROW = fromToday(1);
const monday = () => today().subtract({ days: today().dayOfWeek - 1 }).toString();

async function openProposePlan() {
  const app = renderApp(`/proposeplan/${GRACE_ID}`);
  await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
  await screen.findByRole('heading', { name: 'Propose plan' });
  expect(app.fakes.inputsOf('fetchBusySlots')).toEqual([monday()]);
  return app;
}

describe('/proposeplan and the linked calendar', () => {
  it('marks the slots the linked calendar keeps busy, which cannot be proposed', async () => {
    const app = await openProposePlan();
    await app.fakes.settle('fetchBusySlots', { output: success([{ date: TOMORROW, timeSlot: 'evening' }]) });
    await fill(app.user, 'Title', 'Board games night');
    await app.user.click(screen.getByRole('button', { name: dayButtonName(Temporal.PlainDate.from(TOMORROW), today(), i18n) }));

    const slot = field(`Time slot on ${dateLabel(TOMORROW, today())}`);
    // The day comes with the evening, which is busy: the form asks for a free slot.
    expect(screen.getByText('Evening is busy in your calendar: choose a free slot')).toBeTruthy();
    expect(within(slot).getByRole('option', { name: 'Evening, busy in your calendar' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Propose plan' })).toHaveProperty('disabled', true);

    await app.user.selectOptions(slot, 'afternoon');
    expect(screen.queryByText(/is busy in your calendar/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Propose plan' })).toHaveProperty('disabled', false);
  });

  it('still proposes when the calendar cannot be checked, saying so', async () => {
    const app = await openProposePlan();
    await app.fakes.settle('fetchBusySlots', { output: failure('Database down') });
    await screen.findByText('Error fetching calendar events: Database down');
    await fill(app.user, 'Title', 'Board games night');
    await app.user.click(screen.getByRole('button', { name: dayButtonName(Temporal.PlainDate.from(TOMORROW), today(), i18n) }));
    expect(screen.getByRole('button', { name: 'Propose plan' })).toHaveProperty('disabled', false);
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { slotsToText } from '@/domain/planSlots';
import { UNAUTHORIZED, success } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { SHARE_CODE, plan } from './planFixtures';
// Loaded first, so that the page's lazy import of the answer form resolves at once.
import '@/views/plans/PlanAnswer';

/** A Berlin owner's winter evening and summer noon. */
const BERLIN_PLAN = plan({
  timeZone: 'Europe/Berlin',
  proposedPlanTimeSlots: slotsToText([{ date: '2027-01-15', timeSlot: 'evening' }, { date: '2027-07-15', timeSlot: 'noon' }]),
});

/** The slot checkboxes' names, as a visitor whose browser is in `timeZone` sees them. */
async function slotNamesIn(timeZone: string, shown = BERLIN_PLAN) {
  // Node reads its zone again when TZ changes, as a browser in that zone would have it.
  vi.stubEnv('TZ', timeZone);
  const app = renderApp(`/plan/${SHARE_CODE}`);
  await app.fakes.settle('fetchCurrentUser', { output: UNAUTHORIZED });
  await app.fakes.settle('fetchPlanByCode', { output: success(shown) });
  const group = await screen.findByRole('group', { name: 'Time slots that suit you' });
  return within(group).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent);
}

afterEach(() => { vi.unstubAllEnvs(); });

describe('/plan/{shareCode} in another time zone', () => {
  it('names the owner\'s zone and, far away, gives the slot\'s hours on the visitor\'s clock and day', async () => {
    expect(await slotNamesIn('Australia/Sydney')).toEqual([
      'Jan 15th 2027, Evening, Berlin time (Jan 16th 2027, 04:00–08:00 Sydney time)',
      'Jul 15th 2027, Noon, Berlin time (20:00–22:00 Sydney time)',
    ]);
  });

  it('names the owner\'s zone alone within three hours', async () => {
    expect(await slotNamesIn('Europe/London')).toEqual(['Jan 15th 2027, Evening, Berlin time', 'Jul 15th 2027, Noon, Berlin time']);
  });

  it('says nothing of zones in the owner\'s own', async () => {
    expect(await slotNamesIn('Europe/Berlin')).toEqual(['Jan 15th 2027, Evening', 'Jul 15th 2027, Noon']);
  });

  it('gives the winning slot of a decided plan the same way', async () => {
    vi.stubEnv('TZ', 'America/New_York');
    const app = renderApp(`/plan/${SHARE_CODE}`);
    await app.fakes.settle('fetchCurrentUser', { output: UNAUTHORIZED });
    await app.fakes.settle('fetchPlanByCode', {
      output: success({ ...BERLIN_PLAN, status: 'confirmed', planOutcomeDate: '2027-01-15', planOutcomeTimeSlot: 'evening' }),
    });
    expect((await screen.findByRole('alert')).textContent)
      .toContain('It\'s on: Jan 15th 2027, Evening, Berlin time (12:00–16:00 New York time).');
  });
});

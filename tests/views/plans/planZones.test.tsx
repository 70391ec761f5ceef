import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { slotsToText } from '@/domain/planSlots';
import { switchLocale } from '@/views/locale';
import { ADA, UNAUTHORIZED, success } from '../support/fixtures';
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
async function slotNamesIn(timeZone: string, shown = BERLIN_PLAN, group = 'Time slots that suit you') {
  // Node reads its zone again when TZ changes, as a browser in that zone would have it.
  vi.stubEnv('TZ', timeZone);
  const app = renderApp(`/plan/${SHARE_CODE}`);
  await app.fakes.settle('fetchCurrentUser', { output: UNAUTHORIZED });
  await app.fakes.settle('fetchPlanByCode', { output: success(shown) });
  const slots = await screen.findByRole('group', { name: group });
  return within(slots).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent);
}

afterEach(() => { vi.unstubAllEnvs(); });

describe('/plan/{shareCode} in another time zone', () => {
  it('names the owner\'s zone and, far away, gives the slot\'s hours on the visitor\'s clock and day', async () => {
    expect(await slotNamesIn('Australia/Sydney')).toEqual([
      'Jan 15th 2027, Evening, Berlin time (Jan 16th 2027, 4:00 AM–8:00 AM Sydney time)',
      'Jul 15th 2027, Noon, Berlin time (8:00 PM–10:00 PM Sydney time)',
    ]);
  });

  it('says it in the visitor\'s language, with the language\'s clock', async () => {
    await switchLocale('de');
    expect(await slotNamesIn('Australia/Sydney', BERLIN_PLAN, 'Zeitfenster, die dir passen')).toEqual([
      '15. Jan. 2027, Abend, Zeit in Berlin (16. Jan. 2027, 04:00–08:00 Zeit in Sydney)',
      '15. Juli 2027, Mittag, Zeit in Berlin (20:00–22:00 Zeit in Sydney)',
    ]);
  });

  it('gives a signed-in responder the hours on the clock they chose', async () => {
    vi.stubEnv('TZ', 'Australia/Sydney');
    const app = renderApp(`/plan/${SHARE_CODE}`);
    await app.fakes.settle('fetchCurrentUser', { output: success({ ...ADA, hourCycle: 'h23' }) });
    await app.fakes.settle('fetchPlanByCode', { output: success(BERLIN_PLAN) });
    const group = await screen.findByRole('group', { name: 'Time slots that suit you' });
    expect(within(group).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)[0])
      .toBe('Jan 15th 2027, Evening, Berlin time (Jan 16th 2027, 04:00–08:00 Sydney time)');
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
      .toContain('It\'s on: Jan 15th 2027, Evening, Berlin time (12:00 PM–4:00 PM New York time).');
  });
});

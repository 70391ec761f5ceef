import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/views/locale';
import { holidaysMachine } from '@/machines/holidaysMachine';
import { reportMachine } from '@/machines/reportMachine';
import { MONTH_NAMES } from '@/domain/yearlyEvents';
import { ADA, failure, success } from '../views/support/fixtures';
import { renderApp } from '../views/support/renderApp';
import { useFixedToday } from '../views/calendar/eventFixtures';
import { MONTHLY, holidaysOf, reportOf } from '../views/profile/profileFixtures';
import { createModel, pathName, useFakeClock } from './support/modelTest';

const SERVER_ERROR = 'Something went wrong on our side';

/** Outcomes of a page's load: its data, the server's failure, a call that throws. */
const outcomesOf = (actor: string, data: unknown) => ({
  [`xstate.done.actor.${actor}`]: [
    { type: `xstate.done.actor.${actor}`, output: success(data) },
    { type: `xstate.done.actor.${actor}`, output: failure(SERVER_ERROR) },
  ],
  [`xstate.error.actor.${actor}`]: [{ type: `xstate.error.actor.${actor}`, error: new Error('Network down') }],
});

async function openAs(url: string) {
  const app = renderApp(url);
  await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
  return app;
}

/** A failure shows its message with 'Try again', with the server's message or without one when the call threw. */
function expectFailure(errorMessage: string | null, fallback: string) {
  expect(screen.getByRole('alert').textContent).toBe(`${errorMessage}Try again`);
  expect([`${fallback}: ${SERVER_ERROR}`, fallback]).toContain(errorMessage);
}

const tryAgain = async (app: Awaited<ReturnType<typeof openAs>>) => app.user.click(screen.getByRole('button', { name: 'Try again' }));

describe('holidays machine, on /holidays', () => {
  const model = createModel(holidaysMachine, {
    input: { id: ADA.userId },
    events: { 'detail.reload': [{ type: 'detail.reload' }], ...outcomesOf('fetchHolidays', holidaysOf(11)) },
    // The page never loads again once loaded; what matters is the outcome shown.
    serializeState: ({ value, context }) => ({ value, errorMessage: context.errorMessage }),
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.paths.map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    useFakeClock();
    const app = await openAs('/holidays');
    await model.run(path, {
      actors: app.fakes,
      perform: { 'detail.reload': () => tryAgain(app) },
      states: {
        loading: async () => {
          expect(screen.getByRole('status', { name: 'Loading holidays & anniversaries' })).toBeTruthy();
          expect(app.fakes.inputsOf('fetchHolidays').at(-1)).toBe(ADA.userId);
        },
        loaded: async () => {
          expect(screen.getByRole('heading', { level: 1, name: 'Holidays & Anniversaries' })).toBeTruthy();
          expect(screen.getByRole('region', { name: 'November (this month)' })).toBeTruthy();
        },
        failed: async ({ context }) => expectFailure(context.errorMessage && i18n._(context.errorMessage), 'Error fetching holidays'),
      },
    });
  });
});

describe('report machine, on /reports', () => {
  // Today is in 2026 (useFixedToday); the user has events this year and last year, so each year
  // steps to the other and the buttons are disabled at the ends.
  const report = { ...reportOf(2026), monthly: MONTHLY, years: [2026, 2025] };
  const model = createModel(reportMachine, {
    input: { year: 2026 },
    events: {
      'year.previous': [{ type: 'year.previous' }],
      'year.next': [{ type: 'year.next' }],
      'report.reload': [{ type: 'report.reload' }],
      ...outcomesOf('fetchReport', report),
    },
    serializeState: ({ value, context }) => ({ value, year: context.year, errorMessage: context.errorMessage, hasReport: context.report !== null }),
  });
  const yearButton = (name: 'Previous year' | 'Next year') => screen.getByRole('button', { name }) as HTMLButtonElement;
  const monthLabel = (yearMonth: string) => `${MONTH_NAMES[Number(yearMonth.slice(5)) - 1]} ${yearMonth.slice(0, 4)}`;

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  // Every transition too: a reload after a failure, a step while another year loads.
  it.each(model.transitionPaths().map((path) => [pathName(path), path] as const))('%s', async (_, path) => {
    useFixedToday();
    const app = await openAs('/reports');
    await model.run(path, {
      actors: app.fakes,
      perform: {
        'year.previous': () => app.user.click(yearButton('Previous year')),
        'year.next': () => app.user.click(yearButton('Next year')),
        'report.reload': () => tryAgain(app),
      },
      states: {
        loading: async ({ context }) => {
          // The first load holds the whole page; another year's only 'Events Monthly'.
          expect(screen.getByRole('status', { name: context.report ? `Loading ${context.year}` : 'Loading reports' })).toBeTruthy();
          expect(app.fakes.inputsOf('fetchReport').at(-1)).toBe(context.year);
        },
        loaded: async (snapshot) => {
          expect(screen.getByRole('region', { name: 'Top this year' })).toBeTruthy();
          expect(screen.getByText(String(snapshot.context.year))).toBeTruthy();
          expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(Object.keys(report.monthly).map(monthLabel));
          expect(yearButton('Previous year').disabled).toBe(!snapshot.can({ type: 'year.previous' }));
          expect(yearButton('Next year').disabled).toBe(!snapshot.can({ type: 'year.next' }));
        },
        failed: async ({ context }) => expectFailure(context.errorMessage && i18n._(context.errorMessage), 'Error fetching reports'),
      },
    });
  });
});

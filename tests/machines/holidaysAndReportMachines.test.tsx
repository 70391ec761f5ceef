import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { holidaysMachine } from '@/machines/holidaysMachine';
import { reportMachine } from '@/machines/reportMachine';
import { ADA, failure, success } from '../views/support/fixtures';
import { renderApp } from '../views/support/renderApp';
import { REPORT, holidaysOf } from '../views/profile/profileFixtures';
import { createModel, useFakeClock } from './support/modelTest';

/** Both pages load one thing about the user with a detail machine; each is walked on its own page. */
const PAGES = [
  {
    machine: holidaysMachine, actor: 'fetchHolidays', url: '/holidays', data: holidaysOf(11),
    loadingName: 'Loading holidays & anniversaries', title: 'Holidays & Anniversaries', region: 'November (this month)',
    error: 'Error fetching holidays',
  },
  {
    machine: reportMachine, actor: 'fetchReport', url: '/reports', data: REPORT,
    loadingName: 'Loading reports', title: 'Reports', region: 'Top this year',
    error: 'Error fetching reports',
  },
] as const;

describe.each(PAGES)('$machine.id machine, on $url', (page) => {
  const model = createModel(page.machine, {
    input: { id: ADA.userId },
    events: {
      'detail.reload': [{ type: 'detail.reload' }],
      [`xstate.done.actor.${page.actor}`]: [
        { type: `xstate.done.actor.${page.actor}`, output: success(page.data) },
        { type: `xstate.done.actor.${page.actor}`, output: failure('Something went wrong on our side') },
      ],
      [`xstate.error.actor.${page.actor}`]: [{ type: `xstate.error.actor.${page.actor}`, error: new Error('Network down') }],
    },
    // The page never loads again once loaded; what matters is the outcome shown.
    serializeState: ({ value, context }) => ({ value, errorMessage: context.errorMessage }),
  });

  beforeEach(() => {
    useFakeClock();
  });

  it('reaches every state', () => {
    expect(model.unreachedStates()).toEqual([]);
  });

  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const app = renderApp(page.url);
    await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });

    await model.run(path, {
      actors: app.fakes,
      perform: {
        'detail.reload': async () => app.user.click(screen.getByRole('button', { name: 'Try again' })),
      },
      states: {
        loading: async () => {
          expect(screen.getByRole('status', { name: page.loadingName })).toBeTruthy();
          expect(app.fakes.inputsOf(page.actor).at(-1)).toBe(ADA.userId);
        },
        loaded: async () => {
          expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeTruthy();
          expect(screen.getByRole('region', { name: page.region })).toBeTruthy();
        },
        failed: async ({ context }) => {
          expect(screen.getByRole('alert').textContent).toBe(`${context.errorMessage}Try again`);
          expect([`${page.error}: Something went wrong on our side`, page.error]).toContain(context.errorMessage);
        },
      },
    });
  });
});

import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADA, failure, success } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { useFixedToday } from '../calendar/eventFixtures';
import { ALAN_ROW, EMPTY_REPORT, GRACE_ROW, REPORT, holidaysOf, reportOf } from './profileFixtures';

async function open(url: string) {
  const app = renderApp(url);
  await app.fakes.settle('fetchCurrentUser', { output: success(ADA) });
  return app;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the holidays page', () => {
  it("groups the country's holidays by month, links each to its page and highlights the current month", async () => {
    const app = await open('/holidays');
    await app.fakes.settle('fetchHolidays', { output: success(holidaysOf(12)) });
    expect(app.fakes.inputsOf('fetchHolidays')).toEqual([ADA.userId]);
    await screen.findByRole('heading', { level: 1, name: 'Holidays & Anniversaries' });
    expect(document.title).toBe('Holidays & Anniversaries | FunPlans');
    expect(screen.getByText('Public holidays in Germany')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(12);
    const december = section('December (this month)');
    expect(december.getAttribute('aria-current')).toBe('date');
    expect(within(december).getByRole('link').getAttribute('href')).toBe('/recurringevents/holiday-DE-2026-12-25');
    expect(within(december).getByRole('link').textContent).toContain('Christmas Day');
    expect(section('January').getAttribute('aria-current')).toBeNull();
    expect(within(section('March')).getByText('No public holidays')).toBeTruthy();
  });

  it('links to the profile form when no country is set', async () => {
    const app = await open('/holidays');
    await app.fakes.settle('fetchHolidays', { output: success({ country: null, months: [] }) });
    expect((await screen.findByText(/Set your country/)).textContent).toBe('Set your country to see its public holidays. Edit profile');
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/profile/edit');
  });
});

describe('the reports page', () => {
  beforeEach(() => {
    useFixedToday();
  });

  const monthHeadings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  const yearButton = (name: 'Previous year' | 'Next year') => screen.getByRole('button', { name }) as HTMLButtonElement;

  it("shows 'Top this year' and this year's 'Events Monthly' rows with colour, name and count, linking to the person", async () => {
    const app = await open('/reports');
    await app.fakes.settle('fetchReport', { output: success(REPORT) });
    expect(app.fakes.inputsOf('fetchReport')).toEqual([2026]);
    await screen.findByRole('heading', { level: 1, name: 'Reports' });
    const top = within(section('Top this year')).getAllByRole('link');
    expect(top.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Grace Hopper4 events', `/network/${GRACE_ROW(0).personId}`],
      ['Alan Turing2 events', `/network/${ALAN_ROW(0).personId}`],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Events Monthly' })).toBeTruthy();
    expect(screen.getByText('2026')).toBeTruthy();
    expect(monthHeadings()).toEqual(['November 2026', 'February 2026']);
    expect(within(section('November 2026')).getAllByRole('link').map((link) => link.textContent)).toEqual(['Alan Turing2 events', 'Grace Hopper1 event']);
    expect(yearButton('Previous year').disabled).toBe(false);
    expect(yearButton('Next year').disabled).toBe(true);
  });

  it('steps through the years that have events, loading each while the rest of the page stays', async () => {
    const app = await open('/reports');
    await app.fakes.settle('fetchReport', { output: success(REPORT) });
    await app.user.click(await screen.findByRole('button', { name: 'Previous year' }));
    expect(screen.getByRole('status', { name: 'Loading 2025' })).toBeTruthy();
    expect(section('Top this year')).toBeTruthy();
    await app.fakes.settle('fetchReport', { output: success(reportOf(2025)) });
    expect(monthHeadings()).toEqual(['December 2025', 'March 2025']);
    expect(within(section('December 2025')).getByRole('link').textContent).toBe('Alan Turing1 event');

    // 2024 has no events: the step goes on to 2023, the oldest year.
    await app.user.click(yearButton('Previous year'));
    await app.fakes.settle('fetchReport', { output: success(reportOf(2023)) });
    expect(monthHeadings()).toEqual(['May 2023']);
    expect(yearButton('Previous year').disabled).toBe(true);

    await app.user.click(yearButton('Next year'));
    await app.fakes.settle('fetchReport', { output: success(reportOf(2025)) });
    expect(app.fakes.inputsOf('fetchReport')).toEqual([2026, 2025, 2023, 2025]);
    expect(monthHeadings()).toEqual(['December 2025', 'March 2025']);
    expect(yearButton('Next year').disabled).toBe(false);
  });

  it("says so when this year has no events yet, and offers the years that have", async () => {
    const app = await open('/reports');
    await app.fakes.settle('fetchReport', { output: success({ ...reportOf(2026), monthly: {}, topPersonsThisYear: [], years: [2025] }) });
    expect(await screen.findByText('No events in 2026.')).toBeTruthy();
    expect(within(section('Top this year')).getByText('No events this year yet.')).toBeTruthy();
    expect(yearButton('Previous year').disabled).toBe(false);
  });

  it('shows why a year failed to load and loads it again on request', async () => {
    const app = await open('/reports');
    await app.fakes.settle('fetchReport', { output: success(REPORT) });
    await app.user.click(await screen.findByRole('button', { name: 'Previous year' }));
    await app.fakes.settle('fetchReport', { output: failure('Database unavailable') });
    expect(screen.getByRole('alert').textContent).toBe('Error fetching reports: Database unavailableTry again');
    expect(section('Top this year')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    await app.fakes.settle('fetchReport', { output: success(reportOf(2025)) });
    expect(app.fakes.inputsOf('fetchReport')).toEqual([2026, 2025, 2025]);
    expect(monthHeadings()).toEqual(['December 2025', 'March 2025']);
  });

  it('draws the events of the last twelve months as bars, across the year boundary', async () => {
    const app = await open('/reports');
    await app.fakes.settle('fetchReport', { output: success(REPORT) });
    const chart = await screen.findByRole('img', { name: /^Events per month/ });
    const label = chart.getAttribute('aria-label') as string;
    expect(label.split(', ')).toHaveLength(12);
    expect(label).toMatch(/^Events per month: Dec 2025: 1, Jan 2026: 0, Feb 2026: 3, .*, Nov 2026: 3$/);
    expect(chart.querySelectorAll('rect')).toHaveLength(12);
  });

  it('invites to add events when there is nothing to count', async () => {
    const app = await open('/reports');
    await app.fakes.settle('fetchReport', { output: success(EMPTY_REPORT) });
    expect((await screen.findByRole('alert')).textContent)
      .toBe('No data yet. Add some events with the people in your network to view reports!');
    expect(screen.queryByRole('img', { name: /^Events per month/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Events Monthly' })).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { ADA, success } from '../support/fixtures';
import { renderApp } from '../support/renderApp';
import { EMPTY_REPORT, GRACE_ROW, REPORT, holidaysOf } from './profileFixtures';

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
  it("shows 'Top this year' and 'Events Monthly' rows with colour, name and count, linking to the person", async () => {
    const app = await open('/reports');
    await app.fakes.settle('fetchReport', { output: success(REPORT) });
    await screen.findByRole('heading', { level: 1, name: 'Reports' });
    const top = within(section('Top this year')).getAllByRole('link');
    expect(top.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Grace Hopper4 events', `/network/${GRACE_ROW(0).personId}`],
      ['Alan Turing2 events', `/network/${REPORT.topPersonsThisYear[1]!.personId}`],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Events Monthly' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['November 2026', 'February 2026', 'December 2025']);
    expect(within(section('February 2026')).getByRole('link').textContent).toBe('Grace Hopper3 events');
    expect(within(section('December 2025')).getByRole('link').textContent).toBe('Alan Turing1 event');
  });

  it('draws the events of the last twelve months as bars', async () => {
    const app = await open('/reports');
    await app.fakes.settle('fetchReport', { output: success(REPORT) });
    const chart = await screen.findByRole('img', { name: /^Events per month/ });
    const thisMonth = Temporal.Now.plainDateISO(ADA.timeZone).toPlainYearMonth();
    const label = chart.getAttribute('aria-label') as string;
    expect(label.split(', ')).toHaveLength(12);
    expect(label).toContain(`${thisMonth.toLocaleString('en-GB', { month: 'short', calendar: 'iso8601' })} ${thisMonth.year}:`);
    expect(chart.querySelectorAll('rect')).toHaveLength(12);
  });

  it("invites to add events when there is nothing to count", async () => {
    const app = await open('/reports');
    await app.fakes.settle('fetchReport', { output: success(EMPTY_REPORT) });
    expect((await screen.findByRole('alert')).textContent)
      .toBe('No data yet. Add some events with the people in your network to view reports!');
    expect(screen.queryByRole('img', { name: /^Events per month/ })).toBeNull();
  });
});

import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { report } from '@/domain/contract/reports';
import { countsQuery, yearsQuery } from '@/server/repositories/reports';
import { createTestApp, expectError, parseBody, signUp, type TestApp } from './support/testApp';
import { addPerson, insertEvent } from './support/network';
import { indexPlanOf } from './support/queryPlan';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

type Auth = { authorization: string };
const getReport = (auth: Auth, query = '') => t.app.inject({ method: 'GET', url: `/api/v1/reports${query}`, headers: auth });
const reportFor = async (auth: Auth, query = '') => parseBody(report, await getReport(auth, query));

/** Twelve months of totals from `first` (YYYY-MM) on, zero but for `counts`. */
const totalsFrom = (first: string, counts: Record<string, number> = {}) => Array.from({ length: 12 }, (_, i) => {
  const yearMonth = Temporal.PlainYearMonth.from(first).add({ months: i }).toString();
  return { yearMonth, eventCount: counts[yearMonth] ?? 0 };
});

/**
 * A user with Grace and Alan and past fun plans across two year boundaries, plus events that do
 * not count, as the test clock says 22 November 2026 (UTC) unless a test moves it.
 */
async function userWithHistory() {
  const me = await signUp(t.app);
  const grace = await addPerson(t.app, me.auth, { personName: 'Grace', personAvatar: 'avatar_female_1', personColor: '#FCF6BD' });
  const alan = await addPerson(t.app, me.auth, { personName: 'Alan', personAvatar: 'avatar_male_2', personColor: '#D0F4DE' });
  const add = (personId: string, date: string, changes = {}) => insertEvent(t.database.db, me.userId, personId, date, changes);
  await add(grace, '2024-06-15');
  await add(grace, '2025-12-31');
  await add(alan, '2025-12-31');
  await add(grace, '2026-01-01');
  await add(grace, '2026-01-31');
  await add(alan, '2026-02-01');
  await add(alan, '2026-11-21');
  await add(alan, '2026-11-01', { eventTimeSlot: 'morning' });
  await add(grace, '2026-11-21', { eventTimeSlot: 'morning' });
  // Not counted: today and later, canceled, external events, another user's.
  await add(grace, '2026-11-22');
  await add(grace, '2026-12-01');
  await add(grace, '2027-03-01');
  await add(grace, '2026-10-10', { status: 'canceled' });
  await add(grace, '2023-10-10', { status: 'canceled' });
  await add(alan, '2026-10-10', { eventType: 'EXTERNAL_CALENDAR_EVENT' });
  await add(alan, '2022-10-10', { eventType: 'EXTERNAL_CALENDAR_EVENT' });
  const other = await signUp(t.app);
  const stranger = await addPerson(t.app, other.auth, { personName: 'Stranger' });
  await insertEvent(t.database.db, other.userId, stranger, '2021-10-10');
  const row = (personName: 'Grace' | 'Alan', eventCount: number) => ({
    personId: personName === 'Grace' ? grace : alan,
    personName,
    personColor: personName === 'Grace' ? '#FCF6BD' : '#D0F4DE',
    personAvatar: personName === 'Grace' ? 'avatar_female_1' : 'avatar_male_2',
    eventCount,
  });
  return { me, grace, alan, row };
}

describe('GET /reports', () => {
  it('is empty without events', async () => {
    const me = await signUp(t.app);
    const empty = { monthly: {}, topPersonsThisYear: [], years: [], lastTwelveMonths: totalsFrom('2025-12') };
    expect(await reportFor(me.auth)).toEqual(empty);
    expect(await reportFor(me.auth, '?year=2026')).toEqual(empty);
  });

  it('counts past fun plans per month and person across month and year boundaries', async () => {
    const { me, row } = await userWithHistory();
    const body = await reportFor(me.auth);
    expect(body.monthly).toEqual({
      '2026-11': [row('Alan', 2), row('Grace', 1)],
      '2026-02': [row('Alan', 1)],
      '2026-01': [row('Grace', 2)],
      '2025-12': [row('Alan', 1), row('Grace', 1)],
      '2024-06': [row('Grace', 1)],
    });
    expect(Object.keys(body.monthly)).toEqual(['2026-11', '2026-02', '2026-01', '2025-12', '2024-06']);
    // This year: Grace 3 (two in January, one in November), Alan 3 (February, two in November); a tie goes by name.
    expect(body.topPersonsThisYear).toEqual([row('Alan', 3), row('Grace', 3)]);
    expect(body.years).toEqual([2026, 2025, 2024]);
    expect(body.lastTwelveMonths).toEqual(totalsFrom('2025-12', { '2025-12': 2, '2026-01': 2, '2026-02': 1, '2026-11': 3 }));
  });

  it("holds only the months of the year asked, with this year's top people, the years and the last twelve months", async () => {
    const { me, row } = await userWithHistory();
    const whole = await reportFor(me.auth);
    const year = async (asked: number) => {
      const body = await reportFor(me.auth, `?year=${asked}`);
      expect(body).toEqual({ ...whole, monthly: body.monthly });
      return body.monthly;
    };
    expect(await year(2026)).toEqual({
      '2026-11': [row('Alan', 2), row('Grace', 1)],
      '2026-02': [row('Alan', 1)],
      '2026-01': [row('Grace', 2)],
    });
    expect(await year(2025)).toEqual({ '2025-12': [row('Alan', 1), row('Grace', 1)] });
    expect(await year(2024)).toEqual({ '2024-06': [row('Grace', 1)] });
    expect(await year(2023)).toEqual({});
    expect(await year(2027)).toEqual({});
  });

  it('keeps the last twelve months across the year boundary in January', async () => {
    const before = t.clock.now;
    t.clock.now = Temporal.Instant.from('2027-01-10T10:00:00Z');
    try {
      const { me, row } = await userWithHistory();
      const body = await reportFor(me.auth, '?year=2027');
      expect(body.monthly).toEqual({});
      expect(body.topPersonsThisYear).toEqual([]);
      expect(body.years).toEqual([2026, 2025, 2024]);
      expect(body.lastTwelveMonths).toEqual(totalsFrom('2026-02', { '2026-02': 1, '2026-11': 4, '2026-12': 1 }));
      expect((await reportFor(me.auth, '?year=2026')).monthly['2026-12']).toEqual([row('Grace', 1)]);
    } finally {
      t.clock.now = before;
    }
  });

  it('lists only the years it accepts', async () => {
    const me = await signUp(t.app);
    const grace = await addPerson(t.app, me.auth);
    await insertEvent(t.database.db, me.userId, grace, '1899-12-31');
    await insertEvent(t.database.db, me.userId, grace, '1900-01-01');
    await insertEvent(t.database.db, me.userId, grace, '1999-12-31');
    expect((await reportFor(me.auth)).years).toEqual([1999, 1900]);
    expect(Object.keys((await reportFor(me.auth, '?year=1900')).monthly)).toEqual(['1900-01']);
  });

  it("uses the user's own today", async () => {
    // 22 November 10:00 UTC is already 23 November on Kiritimati (UTC+14).
    const me = await signUp(t.app, { timeZone: 'Pacific/Kiritimati' });
    const grace = await addPerson(t.app, me.auth, { personName: 'Grace' });
    await insertEvent(t.database.db, me.userId, grace, '2026-11-22');
    const body = await reportFor(me.auth, '?year=2026');
    expect(body.topPersonsThisYear.map((r) => r.eventCount)).toEqual([1]);
    expect(Object.keys(body.monthly)).toEqual(['2026-11']);
  });

  it.each(['abc', '26', '02026', '2026.0', '+2026', ' 2026', '1899', '2201', '', '2026&year=2025'])(
    'refuses the year %j with a 400 naming the field',
    async (year) => {
      const me = await signUp(t.app);
      const response = await getReport(me.auth, `?year=${encodeURIComponent(year).replace('%26year%3D', '&year=')}`);
      expectError(response, 400, 'VALIDATION_ERROR');
      expect(response.json().errorMessage).toContain('querystring.year');
    },
  );

  it('needs a session', async () => {
    expectError(await getReport({} as Auth), 401, 'INVALID_TOKEN');
    expectError(await getReport({} as Auth, '?year=2026'), 401, 'INVALID_TOKEN');
  });
});

describe('the report queries', () => {
  const today = Temporal.PlainDate.from('2026-11-22');

  it("read a year's counts through a (user_id, event_date) index, within that year", async () => {
    const me = await signUp(t.app);
    const query = countsQuery(t.database.db, me.userId, { from: '2025-01-01', until: '2026-01-01' });
    const plan = await indexPlanOf(t.database.db, query);
    expect(plan).toMatch(/Index (Only )?Scan using events_user_(date|planned)_idx on events|Bitmap Index Scan on events_user_(date|planned)_idx/);
    expect(plan).toMatch(/Index Cond: .*event_date >= /);
  });

  it('find the years by probing the index once per year (a loose index scan), not by reading every event', async () => {
    const me = await signUp(t.app);
    const plan = await indexPlanOf(t.database.db, yearsQuery(me.userId, today.toString()));
    expect(plan).toMatch(/Recursive Union/);
    // Each step reads the index backwards from the bound found last (PostgreSQL 15 shows it as a parameter), one entry.
    expect(plan).toMatch(/Limit[^\n]*\n\s*->  Index Scan Backward using events_user_(?:date|planned)_idx[^\n]*\n\s*Index Cond: .*event_date < (?:found(?:_\d+)?\.bound|\$\d+)\)/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});

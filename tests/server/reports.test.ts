import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { report } from '@/domain/contract/reports';
import { createTestApp, expectError, parseBody, signUp, type TestApp } from './support/testApp';
import { addPerson, insertEvent } from './support/network';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

type Auth = { authorization: string };
const getReport = (auth: Auth) => t.app.inject({ method: 'GET', url: '/api/v1/reports', headers: auth });

describe('GET /reports', () => {
  it('is empty without events', async () => {
    const me = await signUp(t.app);
    expect(parseBody(report, await getReport(me.auth))).toEqual({ monthly: {}, topPersonsThisYear: [] });
  });

  it('counts past fun plans per month and person across month and year boundaries', async () => {
    // The test clock says 22 November 2026 (UTC).
    const me = await signUp(t.app);
    const grace = await addPerson(t.app, me.auth, { personName: 'Grace', personAvatar: 'avatar_female_1', personColor: '#FCF6BD' });
    const alan = await addPerson(t.app, me.auth, { personName: 'Alan', personAvatar: 'avatar_male_2', personColor: '#D0F4DE' });
    const add = (personId: string, date: string, changes = {}) => insertEvent(t.database.db, me.userId, personId, date, changes);
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
    await add(grace, '2026-10-10', { status: 'canceled' });
    await add(alan, '2026-10-10', { eventType: 'EXTERNAL_CALENDAR_EVENT' });
    const other = await signUp(t.app);
    const stranger = await addPerson(t.app, other.auth, { personName: 'Stranger' });
    await insertEvent(t.database.db, other.userId, stranger, '2026-10-10');

    const body = parseBody(report, await getReport(me.auth));
    const row = (personId: string, personName: string, eventCount: number) => ({
      personId,
      personName,
      personColor: personName === 'Grace' ? '#FCF6BD' : '#D0F4DE',
      personAvatar: personName === 'Grace' ? 'avatar_female_1' : 'avatar_male_2',
      eventCount,
    });
    expect(body.monthly).toEqual({
      '2026-11': [row(alan, 'Alan', 2), row(grace, 'Grace', 1)],
      '2026-02': [row(alan, 'Alan', 1)],
      '2026-01': [row(grace, 'Grace', 2)],
      '2025-12': [row(alan, 'Alan', 1), row(grace, 'Grace', 1)],
    });
    expect(Object.keys(body.monthly)).toEqual(['2026-11', '2026-02', '2026-01', '2025-12']);
    // This year: Grace 3 (two in January, one in November), Alan 3 (February, two in November); a tie goes by name.
    expect(body.topPersonsThisYear).toEqual([row(alan, 'Alan', 3), row(grace, 'Grace', 3)]);
  });

  it("uses the user's own today", async () => {
    // 22 November 10:00 UTC is already 23 November on Kiritimati (UTC+14).
    const me = await signUp(t.app, { timeZone: 'Pacific/Kiritimati' });
    const grace = await addPerson(t.app, me.auth, { personName: 'Grace' });
    await insertEvent(t.database.db, me.userId, grace, '2026-11-22');
    expect(parseBody(report, await getReport(me.auth)).topPersonsThisYear.map((r) => r.eventCount)).toEqual([1]);
  });

  it('needs a session', async () => {
    expectError(await getReport({} as Auth), 401, 'INVALID_TOKEN');
  });
});

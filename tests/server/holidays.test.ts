import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holidays } from '@/domain/contract/holidays';
import { WEATHER_COUNTRIES } from '@/domain/constants';
import { createTestApp, expectError, parseBody, signUp, type TestApp } from './support/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

type Auth = { authorization: string };
const getHolidays = (auth: Auth, acceptLanguage?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/holidays', headers: { ...auth, ...acceptLanguage && { 'accept-language': acceptLanguage } } });
const setCountry = async (auth: Auth, country: string) => {
  const response = await t.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: auth, payload: { country } });
  expect(response.statusCode, response.body).toBe(200);
};

describe('GET /holidays', () => {
  it('has no country and no months before the user sets a country', async () => {
    const me = await signUp(t.app);
    expect(parseBody(holidays, await getHolidays(me.auth))).toEqual({ country: null, months: [] });
  });

  it.each(WEATHER_COUNTRIES.map((country) => [country]))("groups this year's public holidays of %s by month", async (country) => {
    const me = await signUp(t.app);
    await setCountry(me.auth, country);
    const body = parseBody(holidays, await getHolidays(me.auth));
    expect(body.country).toBe(country);
    expect(body.months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(body.months[0]!.monthName).toBe('January');
    // The test clock says 22 November 2026.
    expect(body.months.filter((m) => m.isCurrentMonth).map((m) => m.monthName)).toEqual(['November']);
    const all = body.months.flatMap((m) => m.events.map((e) => ({ ...e, inMonth: m.month })));
    expect(all.length).toBeGreaterThanOrEqual(5);
    for (const holiday of all) {
      expect(holiday.date.startsWith('2026-')).toBe(true);
      expect(holiday.month).toBe(holiday.inMonth);
      expect(holiday.date).toBe(`2026-${String(holiday.month).padStart(2, '0')}-${String(holiday.day).padStart(2, '0')}`);
    }
    // New Year's Day is a public holiday in all of them, first of the year.
    expect(all[0]).toMatchObject({ month: 1, day: 1, date: '2026-01-01' });
    expect(all[0]!.holidayId).toMatch(/^holiday-[A-Z]{2}-2026-01-01$/);
    expect(new Set(all.map((h) => h.holidayId)).size).toBe(all.length);
  });

  it("names a country's own holidays", async () => {
    const me = await signUp(t.app);
    await setCountry(me.auth, 'Germany');
    const december = parseBody(holidays, await getHolidays(me.auth)).months[11]!;
    expect(december.events.map((e) => [e.date, e.name])).toContainEqual(['2026-12-25', 'Christmas Day']);
    expect(december.isCurrentMonth).toBe(false);
  });

  it('names the holidays, months and country in the language the app asks in, English where date-holidays has no name', async () => {
    const me = await signUp(t.app);
    await setCountry(me.auth, 'Germany');
    const french = parseBody(holidays, await getHolidays(me.auth, 'fr'));
    expect(french.country).toBe('Allemagne');
    expect(french.months[11]!.monthName).toBe('décembre');
    expect(french.months[11]!.events.map((e) => [e.date, e.name])).toContainEqual(['2026-12-25', 'Noël']);
    const german = parseBody(holidays, await getHolidays(me.auth, 'de-DE,de;q=0.9'));
    expect(german).toMatchObject({ country: 'Deutschland' });
    expect(german.months[11]!.events.map((e) => e.name)).toContain('1. Weihnachtstag');
    // The ids are the same in every language, and English stays as it was.
    expect(german.months.flatMap((m) => m.events.map((e) => e.holidayId)))
      .toEqual(french.months.flatMap((m) => m.events.map((e) => e.holidayId)));
    expect(parseBody(holidays, await getHolidays(me.auth)).months[11]!.events.map((e) => e.name)).toContain('Christmas Day');

    await setCountry(me.auth, 'United Kingdom');
    const dutch = parseBody(holidays, await getHolidays(me.auth, 'nl')).months.flatMap((m) => m.events.map((e) => e.name));
    expect(dutch).toContain('Nieuwjaar');
    expect(dutch).toContain('Early May bank holiday');
  });

  it('needs a session', async () => {
    expectError(await getHolidays({} as Auth), 401, 'INVALID_TOKEN');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '@/domain/contract/auth';
import { cities, countries } from '@/domain/contract/geo';
import { WEATHER_COUNTRIES } from '@/domain/constants';
import { createTestApp, expectError, parseBody, signUp, type TestApp } from './support/testApp';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = (await signUp(t.app)).auth;
});
afterAll(async () => { await t.close(); });

const get = (url: string, headers = auth) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const putProfile = (headers: { authorization: string }, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers, payload });

/** Capitals and big cities of every weather country, with roughly where they are. */
const KNOWN_CITIES: Record<(typeof WEATHER_COUNTRIES)[number], [string, number, number]> = {
  Australia: ['Sydney', -33.87, 151.21], Belgium: ['Brussels', 50.85, 4.35], Canada: ['Toronto', 43.70, -79.42],
  Czechia: ['Prague', 50.09, 14.42], Denmark: ['Copenhagen', 55.68, 12.57], Finland: ['Helsinki', 60.17, 24.94],
  France: ['Paris', 48.85, 2.35], Germany: ['Berlin', 52.52, 13.41], Greece: ['Athens', 37.98, 23.73],
  Ireland: ['Dublin', 53.33, -6.25], Italy: ['Rome', 41.89, 12.51], Luxembourg: ['Luxembourg', 49.61, 6.13],
  Netherlands: ['Amsterdam', 52.37, 4.89], 'New Zealand': ['Auckland', -36.85, 174.76], Norway: ['Oslo', 59.91, 10.75],
  Portugal: ['Lisbon', 38.72, -9.13], Slovakia: ['Bratislava', 48.15, 17.11], Spain: ['Madrid', 40.42, -3.70],
  Sweden: ['Stockholm', 59.33, 18.07], 'United Kingdom': ['London', 51.51, -0.13], 'United States': ['New York City', 40.71, -74.01],
};

describe('GET /geo/countries and /geo/cities', () => {
  it("offers every weather country, including the profile dropdown's list", async () => {
    const body = parseBody(countries, await get('/geo/countries'));
    expect(body).toEqual([...WEATHER_COUNTRIES]);
    for (const country of ['Australia', 'Belgium', 'Denmark', 'Finland', 'France', 'Germany', 'Italy', 'Norway', 'Spain', 'Sweden', 'Netherlands', 'United Kingdom']) {
      expect(body).toContain(country);
    }
  });

  it.each(WEATHER_COUNTRIES.map((country) => [country]))('lists cities of %s with coordinates, alphabetically', async (country) => {
    const list = parseBody(cities, await get(`/geo/cities?country=${encodeURIComponent(country)}`));
    expect(list.length).toBeGreaterThanOrEqual(10);
    const names = list.map((entry) => entry.city);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(names).size).toBe(names.length);
    const [name, lat, long] = KNOWN_CITIES[country];
    const known = list.find((entry) => entry.city === name);
    expect(known, `${name} in ${country}`).toBeDefined();
    expect(known!.lat).toBeCloseTo(lat, 0);
    expect(known!.long).toBeCloseTo(long, 0);
  });

  it('refuses a country outside the list', async () => {
    const body = expectError(await get('/geo/cities?country=Atlantis'), 400, 'VALIDATION_ERROR');
    expect(body.errorMessage).toContain('country');
    expectError(await get('/geo/cities'), 400, 'VALIDATION_ERROR');
  });

  it('needs a session', async () => {
    expectError(await get('/geo/countries', {} as typeof auth), 401, 'INVALID_TOKEN');
  });
});

describe('geo of the current user', () => {
  it('is null until country and city are set, then resolved from the city list', async () => {
    const me = await signUp(t.app);
    expect(parseBody(user, await get('/auth/me', me.auth)).geo).toBeNull();
    expect((await putProfile(me.auth, { country: 'Germany' })).statusCode).toBe(200);
    expect(parseBody(user, await get('/auth/me', me.auth)).geo).toBeNull();
    expect((await putProfile(me.auth, { country: 'Germany', city: 'munich' })).statusCode).toBe(200);
    const body = parseBody(user, await get('/auth/me', me.auth));
    // Stored as the list spells it.
    expect(body.city).toBe('Munich');
    expect(body.geo).toMatchObject({ country: 'Germany', city: 'Munich' });
    expect(body.geo!.lat).toBeCloseTo(48.14, 1);
    expect(body.geo!.long).toBeCloseTo(11.58, 1);
  });

  it("refuses a city that is not in the country's list, and keeps what was stored", async () => {
    const me = await signUp(t.app);
    expect((await putProfile(me.auth, { country: 'France', city: 'Lyon' })).statusCode).toBe(200);
    const body = expectError(await putProfile(me.auth, { country: 'France', city: 'Berlin' }), 400, 'VALIDATION_ERROR');
    expect(body.errorMessage).toBe('No geo info found for Berlin, France');
    // A new country with the old city does not fit either.
    expect(expectError(await putProfile(me.auth, { country: 'Spain' }), 400, 'VALIDATION_ERROR').errorMessage)
      .toBe('No geo info found for Lyon, Spain');
    expect(parseBody(user, await get('/auth/me', me.auth))).toMatchObject({ country: 'France', city: 'Lyon' });
  });

  it('refuses a country outside the list and a city without a country', async () => {
    const me = await signUp(t.app);
    expect(expectError(await putProfile(me.auth, { country: 'Atlantis' }), 400, 'VALIDATION_ERROR').errorMessage).toContain('country');
    expect(expectError(await putProfile(me.auth, { city: 'Paris' }), 400, 'VALIDATION_ERROR').errorMessage).toContain('city');
  });

  it('clears city and geo together', async () => {
    const me = await signUp(t.app);
    await putProfile(me.auth, { country: 'Italy', city: 'Rome' });
    expect((await putProfile(me.auth, { country: null, city: null })).statusCode).toBe(200);
    expect(parseBody(user, await get('/auth/me', me.auth))).toMatchObject({ country: null, city: null, geo: null });
  });
});

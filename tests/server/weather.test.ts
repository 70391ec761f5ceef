import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forecast } from '@/domain/contract/weather';
import { weatherTypeOf } from '@/server/integrations/weather';
import { weatherCache } from '@/server/db/schema';
import { type FakeOpenMeteo, startFakeOpenMeteo } from '../support/fakeOpenMeteo';
import { createTestApp, expectError, parseBody, signUp, type TestApp } from './support/testApp';

let t: TestApp;
let provider: FakeOpenMeteo;
let auth: { authorization: string };

beforeAll(async () => {
  provider = await startFakeOpenMeteo(() => t.clock.now.toZonedDateTimeISO('UTC').toPlainDate().toString());
  t = await createTestApp({ weatherApiUrl: provider.url });
  auth = (await signUp(t.app)).auth;
});
afterAll(async () => {
  await t.close();
  await provider.close();
});
beforeEach(() => {
  provider.mode = 'ok';
});

const getForecast = (latitude: number | string, longitude: number | string, headers = auth) =>
  t.app.inject({ method: 'GET', url: `/api/v1/weather/forecast?latitude=${latitude}&longitude=${longitude}`, headers });

describe('GET /weather/forecast', () => {
  it("answers the provider's daily maximum and weather type by date", async () => {
    const body = parseBody(forecast, await getForecast(48.13743, 11.57549));
    expect(Object.keys(body)).toHaveLength(14);
    expect(body['2026-11-22']).toEqual({ maxTemp: 7, weatherType: 'clear' });
    expect(body['2026-11-23']).toEqual({ maxTemp: 8, weatherType: 'partlycloudy' });
    expect(body['2026-11-25']).toEqual({ maxTemp: 9, weatherType: 'rain' });
    expect(body['2026-11-26']).toEqual({ maxTemp: 9, weatherType: 'snow' });
    expect(body['2026-11-27']).toEqual({ maxTemp: 10, weatherType: 'thunderstorm' });
    const asked = provider.requests.at(-1)!;
    expect(asked.get('latitude')).toBe('48.1');
    expect(asked.get('longitude')).toBe('11.6');
    expect(asked.get('daily')).toBe('weather_code,temperature_2m_max');
  });

  it('caches per rounded location for an hour, in the database', async () => {
    const first = parseBody(forecast, await getForecast(40.41, -3.70));
    const before = provider.requests.length;
    // Within 0.05° it is the same place; the cache answers.
    expect(parseBody(forecast, await getForecast(40.43, -3.72))).toEqual(first);
    t.clock.advance({ minutes: 59 });
    parseBody(forecast, await getForecast(40.41, -3.70));
    expect(provider.requests.length).toBe(before);
    // Another place asks the provider.
    parseBody(forecast, await getForecast(41.39, 2.17));
    expect(provider.requests.length).toBe(before + 1);
    // After an hour, the provider is asked again, and the newer answer kept.
    t.clock.advance({ minutes: 1 });
    const refreshed = parseBody(forecast, await getForecast(40.41, -3.70));
    expect(provider.requests.length).toBe(before + 2);
    expect(Object.keys(refreshed)[0]).toBe('2026-11-22');
    const rows = await t.database.db.select().from(weatherCache).where(and(eq(weatherCache.lat, 40.4), eq(weatherCache.long, -3.7)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.forecast).toEqual(refreshed);
  });

  it('answers 502 UPSTREAM_FAILED when the provider fails', async () => {
    provider.mode = 'error';
    const body = expectError(await getForecast(59.91, 10.75), 502, 'UPSTREAM_FAILED');
    expect(body.errorMessage).toBe('Weather forecast unavailable: the weather provider answered 503');
    const inFrench = expectError(await getForecast(59.91, 10.75, { ...auth, 'accept-language': 'fr' } as typeof auth), 502, 'UPSTREAM_FAILED');
    expect(inFrench.errorMessage).toBe('Prévisions météo indisponibles : le fournisseur météo a répondu 503');
  });

  it('answers 502 within 5 seconds when the provider does not answer', async () => {
    provider.mode = 'hang';
    const started = performance.now();
    const body = expectError(await getForecast(60.17, 24.94), 502, 'UPSTREAM_FAILED');
    expect(performance.now() - started).toBeLessThan(5000);
    expect(body.errorMessage).toContain('did not answer in time');
  });

  it.each([
    ['latitude', '91', '0'],
    ['longitude', '0', '-181'],
    ['latitude', 'north', '0'],
  ])('refuses a bad %s', async (field, latitude, longitude) => {
    const body = expectError(await getForecast(latitude, longitude), 400, 'VALIDATION_ERROR');
    expect(body.errorMessage).toContain(field);
  });

  it('needs a session', async () => {
    expectError(await getForecast(1, 1, {} as typeof auth), 401, 'INVALID_TOKEN');
  });
});

describe('weather types', () => {
  it.each([
    [0, 'clear'], [1, 'partlycloudy'], [2, 'partlycloudy'], [3, 'cloudy'], [45, 'fog'], [48, 'fog'],
    [51, 'drizzle'], [57, 'drizzle'], [61, 'rain'], [67, 'rain'], [80, 'rain'], [82, 'rain'],
    [71, 'snow'], [77, 'snow'], [85, 'snow'], [86, 'snow'], [95, 'thunderstorm'], [99, 'thunderstorm'],
  ])('maps WMO code %i to %s', (code, type) => {
    expect(weatherTypeOf(code)).toBe(type);
  });
});

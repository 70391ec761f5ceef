import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod';
import type { WeatherType } from '@/domain/constants';
import type { Forecast } from '@/domain/contract/weather';
import { upstreamFailed } from '@/server/errors';
import { ERROR_TEXTS } from '@/server/errorTexts';

/**
 * The daily forecast from Open-Meteo (no key needed): the day's highest temperature and WMO weather
 * code, mapped to the app's few weather types. The provider gets 4 s, so a dead provider is answered
 * with 502 within the 5 s the API promises.
 */
export const WEATHER_TIMEOUT_MS = 4000;
const FORECAST_DAYS = 14;

const UNAVAILABLE = /*i18n*/ { id: 'weather.failed', message: 'Weather forecast unavailable: {reason}' };
const TIMED_OUT = /*i18n*/ { id: 'weather.timedOut', message: 'the weather provider did not answer in time' };
const ANSWERED = /*i18n*/ { id: 'weather.answered', message: 'the weather provider answered {status}' };
const UNREACHABLE = /*i18n*/ { id: 'weather.unreachable', message: 'the weather provider could not be reached' };
const unavailable = (reason: MessageDescriptor) => upstreamFailed({ ...UNAVAILABLE, values: { reason } });

/** The part of Open-Meteo's `/v1/forecast` answer that we read. */
const openMeteoDaily = z.object({
  daily: z.object({
    time: z.array(z.iso.date()),
    weather_code: z.array(z.number().nullable()),
    temperature_2m_max: z.array(z.number().nullable()),
  }),
});

/** WMO weather interpretation codes (Open-Meteo's documentation) to our weather types. */
export function weatherTypeOf(code: number): WeatherType {
  if (code === 0) return 'clear';
  if (code <= 2) return 'partlycloudy';
  if (code === 3) return 'cloudy';
  if (code === 45 || code === 48) return 'fog';
  if (code >= 51 && code <= 57) return 'drizzle';
  if ((code >= 61 && code <= 67) || (code >= 80 && code <= 82)) return 'rain';
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'snow';
  if (code >= 95) return 'thunderstorm';
  return 'cloudy';
}

export async function fetchForecast(baseUrl: string, latitude: number, longitude: number): Promise<Forecast> {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/v1/forecast`);
  url.search = new URLSearchParams({
    latitude: String(latitude),
    longitude: String(longitude),
    daily: 'weather_code,temperature_2m_max',
    timezone: 'auto',
    forecast_days: String(FORECAST_DAYS),
  }).toString();
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(WEATHER_TIMEOUT_MS), headers: { accept: 'application/json' } });
  } catch (error) {
    throw unavailable(error instanceof Error && error.name === 'TimeoutError' ? TIMED_OUT : UNREACHABLE);
  }
  if (!response.ok) throw unavailable({ ...ANSWERED, values: { status: response.status } });
  // A body that is no JSON, or that broke off, is an unexpected answer.
  const parsed = openMeteoDaily.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw upstreamFailed(ERROR_TEXTS.weatherUnavailable);
  const { time, weather_code: codes, temperature_2m_max: maxTemps } = parsed.data.daily;
  const forecast: Forecast = {};
  time.forEach((date, i) => {
    const code = codes[i];
    const maxTemp = maxTemps[i];
    if (code == null || maxTemp == null) return;
    forecast[date] = { maxTemp: Math.round(maxTemp), weatherType: weatherTypeOf(code) };
  });
  return forecast;
}

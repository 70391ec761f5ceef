import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Temporal } from 'temporal-polyfill';

/**
 * A stand-in for Open-Meteo's `/v1/forecast` on loopback, answering in the shape the real service
 * records (daily arrays of time, weather_code and temperature_2m_max for the asked days).
 * `mode` makes it fail: 'error' answers 503, 'hang' never answers.
 */
export interface FakeOpenMeteo {
  url: string;
  /** The query of every forecast request, oldest first. */
  requests: URLSearchParams[];
  mode: 'ok' | 'error' | 'hang';
  close(): Promise<void>;
}

/** The weather codes of the recorded answer, one per day, repeating: sun, some clouds, overcast, rain, snow, storm, fog. */
export const RECORDED_CODES = [0, 2, 3, 61, 73, 95, 45];
/** The recorded maxima: 7.4 °C on the first day, then half a degree warmer each day. */
export const recordedMaxTemp = (day: number) => 7.4 + day / 2;

export async function startFakeOpenMeteo(firstDay: () => string = () => Temporal.Now.plainDateISO('UTC').toString()): Promise<FakeOpenMeteo> {
  const hanging: http.ServerResponse[] = [];
  const fake: FakeOpenMeteo = { url: '', requests: [], mode: 'ok', close: async () => {} };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname !== '/v1/forecast') {
      response.writeHead(404).end();
      return;
    }
    fake.requests.push(url.searchParams);
    if (fake.mode === 'hang') {
      hanging.push(response);
      return;
    }
    if (fake.mode === 'error') {
      response.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ error: true, reason: 'Service unavailable' }));
      return;
    }
    const days = Number(url.searchParams.get('forecast_days') ?? 7);
    const start = Temporal.PlainDate.from(firstDay());
    const body = {
      latitude: Number(url.searchParams.get('latitude')),
      longitude: Number(url.searchParams.get('longitude')),
      generationtime_ms: 0.0371932983398438,
      utc_offset_seconds: 3600,
      timezone: 'Europe/Berlin',
      timezone_abbreviation: 'GMT+1',
      elevation: 38,
      daily_units: { time: 'iso8601', weather_code: 'wmo code', temperature_2m_max: '°C' },
      daily: {
        time: Array.from({ length: days }, (_, i) => start.add({ days: i }).toString()),
        weather_code: Array.from({ length: days }, (_, i) => RECORDED_CODES[i % RECORDED_CODES.length]),
        temperature_2m_max: Array.from({ length: days }, (_, i) => recordedMaxTemp(i)),
      },
    };
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = async () => {
    for (const response of hanging) response.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return fake;
}

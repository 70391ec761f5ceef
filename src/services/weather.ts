import type { ForecastQuery } from '@/domain/contract/weather';
import { type CallOptions, request } from '@/services/request';

/** The daily forecast (max temperature and weather type by ISO date) near a place. */
export const fetchWeatherForecast = (query: ForecastQuery, { signal }: CallOptions = {}) =>
  request('forecast', { method: 'GET', url: '/weather/forecast', params: query, signal });

import { z } from 'zod';
import { WEATHER_TYPES } from '@/domain/constants';
import { isoDate } from '@/domain/contract/common';

export const forecastQuery = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});
export type ForecastQuery = z.infer<typeof forecastQuery>;

export const dayForecast = z.object({
  /** Degrees Celsius, rounded. */
  maxTemp: z.number(),
  weatherType: z.enum(WEATHER_TYPES),
});
export type DayForecast = z.infer<typeof dayForecast>;

/** The daily forecast keyed by ISO date. */
export const forecast = z.record(isoDate, dayForecast);
export type Forecast = z.infer<typeof forecast>;

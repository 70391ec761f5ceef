import { z } from 'zod';
import { WEATHER_COUNTRIES } from '@/domain/constants';

/** The countries the built-in city list covers, in alphabetical order. */
export const countries = z.array(z.string());

export const citiesQuery = z.object({ country: z.enum(WEATHER_COUNTRIES) });

export const city = z.object({ city: z.string(), lat: z.number(), long: z.number() });
export type City = z.infer<typeof city>;

/** A country's cities, in alphabetical order. */
export const cities = z.array(city);

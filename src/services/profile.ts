import type { ProfileBody } from '@/domain/contract/auth';
import { type CallOptions, request } from '@/services/request';

export const updateProfile = (body: ProfileBody, { signal }: CallOptions = {}) =>
  request('profileUpdated', { method: 'PUT', url: '/auth/profile', data: body, signal });

/** The countries the profile form offers (those the city list covers). */
export const fetchCountries = ({ signal }: CallOptions = {}) =>
  request('countries', { method: 'GET', url: '/geo/countries', signal });

/** A country's cities for the profile form; the list lives on the server only. */
export const fetchCities = (country: string, { signal }: CallOptions = {}) =>
  request('cities', { method: 'GET', url: '/geo/cities', params: { country }, signal });

/** This year's public holidays of the user's country, by month. */
export const fetchHolidays = ({ signal }: CallOptions = {}) =>
  request('holidays', { method: 'GET', url: '/holidays', signal });

/** The report with the months of `year` (see the contract: the page asks for one year at a time). */
export const fetchReport = (year: number, { signal }: CallOptions = {}) =>
  request('report', { method: 'GET', url: '/reports', params: { year }, signal });

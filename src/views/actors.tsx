import { createContext, useContext } from 'react';
import { fromPromise } from 'xstate';
import type { AppUserForm, LoggedIn, LoginBody, RegisterForm, User } from '@/domain/contract/auth';
import { fetchCurrentUser, logIn, logOut, register, registerAppUser } from '@/services/auth';
import type { CreatePersonBody, Person, PersonDetail, PersonUpdate } from '@/domain/contract/people';
import type { CreateRecurringEventBody, RecurringEvent, RecurringEventUpdate } from '@/domain/contract/recurringEvents';
import { createPerson, deletePerson, fetchPeople, fetchPersonDetail, updatePerson } from '@/services/people';
import {
  createRecurringEvent, deleteRecurringEvent, fetchRecurringEvent, updateRecurringEvent,
} from '@/services/recurringEvents';
import type { Result } from '@/domain/result';
import type { ProfileBody } from '@/domain/contract/auth';
import type { City } from '@/domain/contract/geo';
import type { Holidays } from '@/domain/contract/holidays';
import type { Report } from '@/domain/contract/reports';
import type { Forecast, ForecastQuery } from '@/domain/contract/weather';
import { fetchCities, fetchCountries, fetchHolidays, fetchReport, updateProfile } from '@/services/profile';
import { fetchWeatherForecast } from '@/services/weather';

/**
 * The promise actors that the machines' placeholders stand for, backed by the services.
 * Views take them from this context, so tests can provide fakes.
 */
export const appActors = {
  fetchCurrentUser: fromPromise<Result<User>>(({ signal }) => fetchCurrentUser({ signal })),
  logOut: fromPromise<Result<unknown>>(({ signal }) => logOut({ signal })),
  logIn: fromPromise<Result<LoggedIn>, LoginBody>(({ input, signal }) => logIn(input, { signal })),
  register: fromPromise<Result<unknown>, RegisterForm>(({ input, signal }) => register(input, { signal })),
  registerAppUser: fromPromise<Result<unknown>, AppUserForm>(({ input, signal }) => registerAppUser(input, { signal })),
  fetchPeople: fromPromise<Result<Person[]>>(({ signal }) => fetchPeople({ signal })),
  fetchPersonDetail: fromPromise<Result<PersonDetail>, string>(({ input, signal }) => fetchPersonDetail(input, { signal })),
  createPerson: fromPromise<Result<{ personId: string }>, CreatePersonBody>(({ input, signal }) => createPerson(input, { signal })),
  updatePerson: fromPromise<Result<{ personId: string }>, PersonUpdate>(({ input, signal }) => updatePerson(input, { signal })),
  deletePerson: fromPromise<Result<unknown>, string>(({ input, signal }) => deletePerson(input, { signal })),
  fetchRecurringEvent: fromPromise<Result<RecurringEvent>, string>(({ input, signal }) => fetchRecurringEvent(input, { signal })),
  createRecurringEvent: fromPromise<Result<{ recurringEventId: string }>, CreateRecurringEventBody>(
    ({ input, signal }) => createRecurringEvent(input, { signal }),
  ),
  updateRecurringEvent: fromPromise<Result<{ recurringEventId: string }>, RecurringEventUpdate>(
    ({ input, signal }) => updateRecurringEvent(input, { signal }),
  ),
  deleteRecurringEvent: fromPromise<Result<unknown>, string>(({ input, signal }) => deleteRecurringEvent(input, { signal })),
  updateProfile: fromPromise<Result<unknown>, ProfileBody>(({ input, signal }) => updateProfile(input, { signal })),
  fetchCountries: fromPromise<Result<string[]>>(({ signal }) => fetchCountries({ signal })),
  fetchCities: fromPromise<Result<City[]>, string>(({ input, signal }) => fetchCities(input, { signal })),
  /** Input: the user's id, which keys the page's load. */
  fetchHolidays: fromPromise<Result<Holidays>, string>(({ signal }) => fetchHolidays({ signal })),
  fetchReport: fromPromise<Result<Report>, string>(({ signal }) => fetchReport({ signal })),
  fetchWeatherForecast: fromPromise<Result<Forecast>, ForecastQuery>(({ input, signal }) => fetchWeatherForecast(input, { signal })),
};

export type AppActors = typeof appActors;

const ActorsContext = createContext<AppActors>(appActors);

export const ActorsProvider = ActorsContext.Provider;
export const useActors = () => useContext(ActorsContext);

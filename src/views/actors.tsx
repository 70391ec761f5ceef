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
import type { CreateEventBody, Event, EventUpdate, EventsWindow, EventsWindowQuery } from '@/domain/contract/events';
import type { Home } from '@/domain/contract/home';
import {
  type BusySlots, type ProfileEvents, createEvent, fetchBusySlots, deleteEvent, fetchEvent, fetchEventsWindow, fetchHome, fetchProfileEvents, updateEvent,
} from '@/services/events';
import type { Result } from '@/domain/result';
import { PROPOSABLE_DAYS } from '@/domain/planSlots';
import type {
  CreatePlanBody, PlanAnswer, PlanDecision, ProposedPlan, ProposedPlanDetail, UnseenAnswers,
} from '@/domain/contract/proposedPlans';
import {
  answerPlan, createPlan, decidePlan, fetchPlanByCode, fetchPlans, fetchUnseenAnswers, openPlan,
} from '@/services/proposedPlans';
import type { UserConnection } from '@/domain/contract/people';
import type { AdminUser, AdminUserDetail, InviteCodeUser, PlanChange } from '@/domain/contract/users';
import type { CreateConnectionBody, UserConnectionDetail } from '@/domain/contract/userConnections';
import type { FeedbackBody, FeedbackEntry } from '@/domain/contract/feedback';
import { deleteAccount } from '@/services/auth';
import { connectUser, fetchConnection, fetchConnections, lookUpInviteCode } from '@/services/connections';
import { changePlan, fetchAdminUser, fetchAdminUsers, softDeleteUser } from '@/services/admin';
import { fetchFeedback, sendFeedback } from '@/services/feedback';
import type { ProfileBody } from '@/domain/contract/auth';
import type { City } from '@/domain/contract/geo';
import type { Holidays } from '@/domain/contract/holidays';
import type { Report } from '@/domain/contract/reports';
import type { Forecast, ForecastQuery } from '@/domain/contract/weather';
import { fetchCities, fetchCountries, fetchHolidays, fetchReport, updateProfile } from '@/services/profile';
import { fetchWeatherForecast } from '@/services/weather';
import type {
  CreateIgnoreRuleBody, CreateIntegrationBody, ExternalCalendar, ExternalEventDetail, IgnoreRule, Integration, IntegrationOptions,
} from '@/domain/contract/integrations';
import {
  type IntegrationUpdate, createIgnoreRule, createIntegration, deleteIgnoreRule, deleteIntegration, fetchCalendars,
  fetchExternalEvent, fetchIcalFeed, fetchIgnoreRules, fetchIntegration, fetchIntegrationOptions, fetchIntegrations,
  regenerateIcalFeed, updateIntegration,
} from '@/services/integrations';

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
  fetchEvent: fromPromise<Result<Event>, string>(({ input, signal }) => fetchEvent(input, { signal })),
  createEvent: fromPromise<Result<{ eventId: string }>, CreateEventBody>(({ input, signal }) => createEvent(input, { signal })),
  updateEvent: fromPromise<Result<unknown>, EventUpdate>(({ input, signal }) => updateEvent(input, { signal })),
  deleteEvent: fromPromise<Result<unknown>, string>(({ input, signal }) => deleteEvent(input, { signal })),
  fetchEventsWindow: fromPromise<Result<EventsWindow>, Required<EventsWindowQuery>>(({ input, signal }) => fetchEventsWindow(input, { signal })),
  /** Input: the first day /proposeplan offers. */
  fetchBusySlots: fromPromise<Result<BusySlots>, string>(
    ({ input, signal }) => fetchBusySlots({ startDate: input, days: PROPOSABLE_DAYS }, { signal }),
  ),
  fetchHome: fromPromise<Result<Home>, string>(({ signal }) => fetchHome({ signal })),
  fetchProfileEvents: fromPromise<Result<ProfileEvents>, string>(({ input, signal }) => fetchProfileEvents(input, { signal })),
  fetchPlans: fromPromise<Result<ProposedPlan[]>, string>(({ signal }) => fetchPlans({ signal })),
  fetchUnseenAnswers: fromPromise<Result<UnseenAnswers>, string>(({ signal }) => fetchUnseenAnswers({ signal })),
  fetchPlanDetail: fromPromise<Result<ProposedPlanDetail>, string>(({ input, signal }) => openPlan(input, { signal })),
  fetchPlanByCode: fromPromise<Result<ProposedPlan>, string>(({ input, signal }) => fetchPlanByCode(input, { signal })),
  createPlan: fromPromise<Result<{ proposedPlanId: string }>, CreatePlanBody>(({ input, signal }) => createPlan(input, { signal })),
  answerPlan: fromPromise<Result<unknown>, PlanAnswer>(({ input, signal }) => answerPlan(input, { signal })),
  decidePlan: fromPromise<Result<{ eventId?: string }>, PlanDecision>(({ input, signal }) => decidePlan(input, { signal })),
  // The input of the account and list actors is the id their machine starts with, which they do not need.
  deleteAccount: fromPromise<Result<unknown>, string>(({ signal }) => deleteAccount({ signal })),
  lookUpInviteCode: fromPromise<Result<InviteCodeUser>, string>(({ input, signal }) => lookUpInviteCode(input, { signal })),
  connectUser: fromPromise<Result<{ userConnectionId: string }>, CreateConnectionBody>(({ input, signal }) => connectUser(input, { signal })),
  fetchConnections: fromPromise<Result<UserConnection[]>, string>(({ signal }) => fetchConnections({ signal })),
  fetchConnection: fromPromise<Result<UserConnectionDetail>, string>(({ input, signal }) => fetchConnection(input, { signal })),
  fetchAdminUsers: fromPromise<Result<AdminUser[]>, string>(({ signal }) => fetchAdminUsers({ signal })),
  fetchAdminUser: fromPromise<Result<AdminUserDetail>, string>(({ input, signal }) => fetchAdminUser(input, { signal })),
  softDeleteUser: fromPromise<Result<unknown>, string>(({ input, signal }) => softDeleteUser(input, { signal })),
  changePlan: fromPromise<Result<unknown>, PlanChange>(({ input, signal }) => changePlan(input, { signal })),
  sendFeedback: fromPromise<Result<unknown>, FeedbackBody>(({ input, signal }) => sendFeedback(input, { signal })),
  fetchFeedback: fromPromise<Result<FeedbackEntry[]>, string>(({ signal }) => fetchFeedback({ signal })),
  updateProfile: fromPromise<Result<unknown>, ProfileBody>(({ input, signal }) => updateProfile(input, { signal })),
  fetchCountries: fromPromise<Result<string[]>>(({ signal }) => fetchCountries({ signal })),
  fetchCities: fromPromise<Result<City[]>, string>(({ input, signal }) => fetchCities(input, { signal })),
  /** Input: the user's id, which keys the page's load. */
  fetchHolidays: fromPromise<Result<Holidays>, string>(({ signal }) => fetchHolidays({ signal })),
  fetchReport: fromPromise<Result<Report>, string>(({ signal }) => fetchReport({ signal })),
  fetchWeatherForecast: fromPromise<Result<Forecast>, ForecastQuery>(({ input, signal }) => fetchWeatherForecast(input, { signal })),
  fetchIntegrationOptions: fromPromise<Result<IntegrationOptions>, string>(({ signal }) => fetchIntegrationOptions({ signal })),
  fetchIntegrations: fromPromise<Result<Integration[]>, string>(({ signal }) => fetchIntegrations({ signal })),
  fetchIntegration: fromPromise<Result<Integration>, string>(({ input, signal }) => fetchIntegration(input, { signal })),
  createIntegration: fromPromise<Result<{ integrationId: string }>, CreateIntegrationBody>(({ input, signal }) => createIntegration(input, { signal })),
  updateIntegration: fromPromise<Result<{ integrationId: string }>, IntegrationUpdate>(({ input, signal }) => updateIntegration(input, { signal })),
  deleteIntegration: fromPromise<Result<unknown>, string>(({ input, signal }) => deleteIntegration(input, { signal })),
  fetchCalendars: fromPromise<Result<ExternalCalendar[]>, string>(({ input, signal }) => fetchCalendars(input, { signal })),
  fetchExternalEvent: fromPromise<Result<ExternalEventDetail>, string>(({ input, signal }) => fetchExternalEvent(input, { signal })),
  fetchIgnoreRules: fromPromise<Result<IgnoreRule[]>, string>(({ signal }) => fetchIgnoreRules({ signal })),
  createIgnoreRule: fromPromise<Result<{ ruleId: string }>, CreateIgnoreRuleBody>(({ input, signal }) => createIgnoreRule(input, { signal })),
  deleteIgnoreRule: fromPromise<Result<unknown>, string>(({ input, signal }) => deleteIgnoreRule(input, { signal })),
  fetchIcalFeed: fromPromise<Result<{ url: string }>, string>(({ signal }) => fetchIcalFeed({ signal })),
  regenerateIcalFeed: fromPromise<Result<{ url: string }>, null>(({ signal }) => regenerateIcalFeed({ signal })),
};

export type AppActors = typeof appActors;

const ActorsContext = createContext<AppActors>(appActors);

export const ActorsProvider = ActorsContext.Provider;
export const useActors = () => useContext(ActorsContext);

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
import { createEvent, deleteEvent, fetchEvent, fetchEventsWindow, fetchHome, updateEvent } from '@/services/events';
import type { Result } from '@/domain/result';
import type {
  CreatePlanBody, PlanAnswer, PlanDecision, ProposedPlan, ProposedPlanDetail, UnseenAnswers,
} from '@/domain/contract/proposedPlans';
import {
  answerPlan, createPlan, decidePlan, fetchPlanByCode, fetchPlans, fetchUnseenAnswers, openPlan,
} from '@/services/proposedPlans';

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
  fetchHome: fromPromise<Result<Home>, string>(({ signal }) => fetchHome({ signal })),
  fetchPlans: fromPromise<Result<ProposedPlan[]>, string>(({ signal }) => fetchPlans({ signal })),
  fetchUnseenAnswers: fromPromise<Result<UnseenAnswers>, string>(({ signal }) => fetchUnseenAnswers({ signal })),
  fetchPlanDetail: fromPromise<Result<ProposedPlanDetail>, string>(({ input, signal }) => openPlan(input, { signal })),
  fetchPlanByCode: fromPromise<Result<ProposedPlan>, string>(({ input, signal }) => fetchPlanByCode(input, { signal })),
  createPlan: fromPromise<Result<{ proposedPlanId: string }>, CreatePlanBody>(({ input, signal }) => createPlan(input, { signal })),
  answerPlan: fromPromise<Result<unknown>, PlanAnswer>(({ input, signal }) => answerPlan(input, { signal })),
  decidePlan: fromPromise<Result<{ eventId?: string }>, PlanDecision>(({ input, signal }) => decidePlan(input, { signal })),
};

export type AppActors = typeof appActors;

const ActorsContext = createContext<AppActors>(appActors);

export const ActorsProvider = ActorsContext.Provider;
export const useActors = () => useContext(ActorsContext);

import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Location, MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import type { LoggedIn, LoginBody, User } from '@/domain/contract/auth';
import type { AppUserForm, RegisterForm } from '@/domain/contract/auth';
import type { CreatePersonBody, Person, PersonDetail } from '@/domain/contract/people';
import type { CreateRecurringEventBody, RecurringEvent } from '@/domain/contract/recurringEvents';
import type { PersonUpdate } from '@/domain/contract/people';
import type { RecurringEventUpdate } from '@/domain/contract/recurringEvents';
import type { Result } from '@/domain/result';
import type { CreateEventBody, Event, EventUpdate, EventsWindow, EventsWindowQuery } from '@/domain/contract/events';
import type { Home } from '@/domain/contract/home';
import type { BusySlots, ProfileEvents } from '@/services/events';
import type {
  CreatePlanBody, PlanAnswer, PlanDecision, ProposedPlan, ProposedPlanDetail, ReactionsPage, ReactionsPageRequest, UnseenAnswers,
} from '@/domain/contract/proposedPlans';
import type { UserConnection } from '@/domain/contract/people';
import type { AdminUser, AdminUserDetail, InviteCodeUser, PlanChange } from '@/domain/contract/users';
import type { CreateConnectionBody, UserConnectionDetail } from '@/domain/contract/userConnections';
import type { FeedbackBody, FeedbackEntry } from '@/domain/contract/feedback';
import type { ProfileBody } from '@/domain/contract/auth';
import type { City } from '@/domain/contract/geo';
import type { Holidays } from '@/domain/contract/holidays';
import type { Report } from '@/domain/contract/reports';
import type { Forecast, ForecastQuery } from '@/domain/contract/weather';
import type {
  CreateIgnoreRuleBody, CreateIntegrationBody, ExternalCalendar, ExternalEventDetail, IgnoreRule, Integration, IntegrationOptions,
} from '@/domain/contract/integrations';
import type { IntegrationUpdate } from '@/services/integrations';
import { SIGNED_IN_HINT_COOKIE_NAME } from '@/domain/constants';
import { ActorsProvider, type AppActors } from '@/views/actors';
import { App } from '@/views/App';
import { AppRoutes } from '@/views/routes';
import { FakeActors } from '../../machines/support/fakeActors';

// Pages, the shell and the day panel's form load lazily. Loading their modules up front lets them
// resolve from the module cache, which waits on fake timers (that never yield to real I/O) can see through.
import.meta.glob(['/src/views/**/*Page.tsx', '/src/views/Shell.tsx', '/src/views/calendar/NewEventForm.tsx'], { eager: true });

/**
 * Renders the whole app (every route, the session, the theme) at `url` in a memory router,
 * with every actor a fake that waits until the test settles it. `sessionHint: false` is a browser
 * without the signed-in hint cookie, which starts signed out without asking.
 */
export function renderApp(url: string, { sessionHint = true } = {}) {
  // A returning browser holds the signed-in hint, so the app asks for the session; a new visitor's does not.
  document.cookie = `${SIGNED_IN_HINT_COOKIE_NAME}=${sessionHint ? '1' : '; max-age=0'}; path=/`;
  const fakes = new FakeActors();
  const actors: AppActors = {
    fetchCurrentUser: fakes.logic<Result<User>>('fetchCurrentUser'),
    logOut: fakes.logic<Result<unknown>>('logOut'),
    logIn: fakes.logic<Result<LoggedIn>, LoginBody>('logIn'),
    register: fakes.logic<Result<unknown>, RegisterForm>('register'),
    registerAppUser: fakes.logic<Result<unknown>, AppUserForm>('registerAppUser'),
    fetchPeople: fakes.logic<Result<Person[]>>('fetchPeople'),
    fetchPersonDetail: fakes.logic<Result<PersonDetail>, string>('fetchPersonDetail'),
    createPerson: fakes.logic<Result<{ personId: string }>, CreatePersonBody>('createPerson'),
    updatePerson: fakes.logic<Result<{ personId: string }>, PersonUpdate>('updatePerson'),
    deletePerson: fakes.logic<Result<unknown>, string>('deletePerson'),
    fetchRecurringEvent: fakes.logic<Result<RecurringEvent>, string>('fetchRecurringEvent'),
    createRecurringEvent: fakes.logic<Result<{ recurringEventId: string }>, CreateRecurringEventBody>('createRecurringEvent'),
    updateRecurringEvent: fakes.logic<Result<{ recurringEventId: string }>, RecurringEventUpdate>('updateRecurringEvent'),
    deleteRecurringEvent: fakes.logic<Result<unknown>, string>('deleteRecurringEvent'),
    fetchEvent: fakes.logic<Result<Event>, string>('fetchEvent'),
    createEvent: fakes.logic<Result<{ eventId: string }>, CreateEventBody>('createEvent'),
    updateEvent: fakes.logic<Result<unknown>, EventUpdate>('updateEvent'),
    deleteEvent: fakes.logic<Result<unknown>, string>('deleteEvent'),
    fetchEventsWindow: fakes.logic<Result<EventsWindow>, Required<EventsWindowQuery>>('fetchEventsWindow'),
    fetchBusySlots: fakes.logic<Result<BusySlots>, string>('fetchBusySlots'),
    fetchHome: fakes.logic<Result<Home>, string>('fetchHome'),
    fetchProfileEvents: fakes.logic<Result<ProfileEvents>, string>('fetchProfileEvents'),
    fetchPlans: fakes.logic<Result<ProposedPlan[]>, string>('fetchPlans'),
    fetchUnseenAnswers: fakes.logic<Result<UnseenAnswers>, string>('fetchUnseenAnswers'),
    fetchPlanDetail: fakes.logic<Result<ProposedPlanDetail>, string>('fetchPlanDetail'),
    fetchReactionsPage: fakes.logic<Result<ReactionsPage>, ReactionsPageRequest>('fetchReactionsPage'),
    fetchPlanByCode: fakes.logic<Result<ProposedPlan>, string>('fetchPlanByCode'),
    createPlan: fakes.logic<Result<{ proposedPlanId: string }>, CreatePlanBody>('createPlan'),
    answerPlan: fakes.logic<Result<unknown>, PlanAnswer>('answerPlan'),
    decidePlan: fakes.logic<Result<{ eventId?: string }>, PlanDecision>('decidePlan'),
    deleteAccount: fakes.logic<Result<unknown>, string>('deleteAccount'),
    lookUpInviteCode: fakes.logic<Result<InviteCodeUser>, string>('lookUpInviteCode'),
    connectUser: fakes.logic<Result<{ userConnectionId: string }>, CreateConnectionBody>('connectUser'),
    fetchConnections: fakes.logic<Result<UserConnection[]>, string>('fetchConnections'),
    fetchConnection: fakes.logic<Result<UserConnectionDetail>, string>('fetchConnection'),
    disconnectUser: fakes.logic<Result<unknown>, string>('disconnectUser'),
    fetchAdminUsers: fakes.logic<Result<AdminUser[]>, string>('fetchAdminUsers'),
    fetchAdminUser: fakes.logic<Result<AdminUserDetail>, string>('fetchAdminUser'),
    softDeleteUser: fakes.logic<Result<unknown>, string>('softDeleteUser'),
    restoreUser: fakes.logic<Result<unknown>, string>('restoreUser'),
    changePlan: fakes.logic<Result<unknown>, PlanChange>('changePlan'),
    sendFeedback: fakes.logic<Result<unknown>, FeedbackBody>('sendFeedback'),
    fetchFeedback: fakes.logic<Result<FeedbackEntry[]>, string>('fetchFeedback'),
    updateProfile: fakes.logic<Result<unknown>, ProfileBody>('updateProfile'),
    fetchCountries: fakes.logic<Result<string[]>>('fetchCountries'),
    fetchCities: fakes.logic<Result<City[]>, string>('fetchCities'),
    fetchHolidays: fakes.logic<Result<Holidays>, string>('fetchHolidays'),
    fetchReport: fakes.logic<Result<Report>, number>('fetchReport'),
    fetchWeatherForecast: fakes.logic<Result<Forecast>, ForecastQuery>('fetchWeatherForecast'),
    fetchIntegrationOptions: fakes.logic<Result<IntegrationOptions>, string>('fetchIntegrationOptions'),
    fetchIntegrations: fakes.logic<Result<Integration[]>, string>('fetchIntegrations'),
    fetchIntegration: fakes.logic<Result<Integration>, string>('fetchIntegration'),
    createIntegration: fakes.logic<Result<{ integrationId: string }>, CreateIntegrationBody>('createIntegration'),
    updateIntegration: fakes.logic<Result<{ integrationId: string }>, IntegrationUpdate>('updateIntegration'),
    deleteIntegration: fakes.logic<Result<unknown>, string>('deleteIntegration'),
    fetchCalendars: fakes.logic<Result<ExternalCalendar[]>, string>('fetchCalendars'),
    fetchExternalEvent: fakes.logic<Result<ExternalEventDetail>, string>('fetchExternalEvent'),
    fetchIgnoreRules: fakes.logic<Result<IgnoreRule[]>, string>('fetchIgnoreRules'),
    createIgnoreRule: fakes.logic<Result<{ ruleId: string }>, CreateIgnoreRuleBody>('createIgnoreRule'),
    deleteIgnoreRule: fakes.logic<Result<unknown>, string>('deleteIgnoreRule'),
    fetchIcalFeed: fakes.logic<Result<{ url: string }>, string>('fetchIcalFeed'),
    regenerateIcalFeed: fakes.logic<Result<{ url: string }>, string>('regenerateIcalFeed'),
  };
  const router = {} as { location: Location; navigate: NavigateFunction };
  /** Lets a test read where the app is and go somewhere as the address bar would. */
  function RouterProbe() {
    router.location = useLocation();
    router.navigate = useNavigate();
    return null;
  }
  render(
    <ActorsProvider value={actors}>
      <App>
        <MemoryRouter initialEntries={[url]}>
          <AppRoutes />
          <RouterProbe />
        </MemoryRouter>
      </App>
    </ActorsProvider>,
  );
  return {
    fakes,
    /** Navigates as if the user typed an address. */
    navigate: (to: string) => router.navigate(to),
    /** Typing and clicking without user-event's own timers, so fake clocks stay put. */
    user: userEvent.setup({ delay: null }),
    location: () => router.location,
  };
}

import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import type { LoggedIn, LoginBody, User } from '@/domain/contract/auth';
import type { AppUserForm, RegisterForm } from '@/domain/contract/auth';
import type { CreatePersonBody, Person, PersonDetail } from '@/domain/contract/people';
import type { CreateRecurringEventBody, RecurringEvent } from '@/domain/contract/recurringEvents';
import type { PersonUpdate } from '@/domain/contract/people';
import type { RecurringEventUpdate } from '@/domain/contract/recurringEvents';
import type { Result } from '@/domain/result';
import type { CreateEventBody, Event, EventUpdate, EventsWindow, EventsWindowQuery } from '@/domain/contract/events';
import type { Home } from '@/domain/contract/home';
import { SIGNED_IN_HINT_COOKIE_NAME } from '@/domain/constants';
import { ActorsProvider, type AppActors } from '@/views/actors';
import { App } from '@/views/App';
import { appRoutes } from '@/views/routes';
import { FakeActors } from '../../machines/support/fakeActors';

// Pages are lazy routes. Loading their modules up front lets a route resolve from the module cache,
// which waits on fake timers (that never yield to real I/O) can see through.
import.meta.glob('/src/views/**/*Page.tsx', { eager: true });

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
    fetchHome: fakes.logic<Result<Home>, string>('fetchHome'),
  };
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  render(
    <ActorsProvider value={actors}>
      <App router={router} />
    </ActorsProvider>,
  );
  return {
    fakes,
    router,
    /** Typing and clicking without user-event's own timers, so fake clocks stay put. */
    user: userEvent.setup({ delay: null }),
    location: () => router.state.location,
  };
}

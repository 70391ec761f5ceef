/**
 * The app's routes (SPEC.md section 2), the module under src/views/ that draws each, and the service
 * under src/services/ its first screen calls at once. The browser loads these modules lazily
 * (src/views/routes.tsx, src/views/actors.tsx); the server names a first screen's chunks in the
 * `Link` header of the HTML (src/server/firstScreenPreload.ts), so that the browser fetches them
 * together with the entry script instead of after running it.
 */

/** The service modules a first screen may call before anything else. */
export type FirstScreenService = 'auth' | 'events' | 'people' | 'proposedPlans';

/** [route pattern in React Router's syntax, page module, the service its first screen calls at once]. */
export type PageRoute = readonly [pattern: string, module: string, service?: FirstScreenService];

/** The signed-in frame with the bottom navigation, around every signed-in page. */
export const SHELL_MODULE = 'Shell';
export const NOT_FOUND_MODULE = 'components/NotFoundPage';
const LOGIN_MODULE = 'auth/LoginPage';
const NOT_FOUND_PAGE: PageRoute = ['*', NOT_FOUND_MODULE];

/** Anyone may open these. */
export const PUBLIC_PAGES: readonly PageRoute[] = [
  ['/login', LOGIN_MODULE],
  ['/register', 'auth/RegisterPage'],
  ['/resetpassword', 'auth/ResetPasswordPage'],
  ['/help', 'help/HelpPage'],
  ['/appuserregister/:username', 'auth/AppUserRegisterPage'],
  ['/plan/:shareCode', 'plans/PlanResponsePage', 'proposedPlans'],
];

/** These need a signed-in user and live inside the shell. */
export const SIGNED_IN_PAGES: readonly PageRoute[] = [
  ['/', 'home/HomePage', 'events'],
  ['/network', 'network/NetworkPage', 'people'],
  ['/network/add', 'network/PersonAddPage'],
  ['/network/:personId', 'network/PersonPage', 'people'],
  ['/network/:personId/edit', 'network/PersonEditPage'],
  ['/network/:personId/editrecurringevents', 'network/PersonRecurringEventsPage'],
  ['/proposeplan/:personId', 'plans/ProposePlanPage'],
  ['/calendar', 'calendar/CalendarPage', 'events'],
  ['/calendar/monthly/:yearMonth', 'calendar/CalendarPage', 'events'],
  ['/calendar/:eventId', 'calendar/EventPage'],
  ['/calendar/:eventId/edit', 'calendar/EventEditPage'],
  ['/externalcalendar/:externalCalendarEventId', 'integrations/ExternalEventPage'],
  ['/profile', 'profile/ProfilePage'],
  ['/profile/edit', 'profile/ProfileEditPage'],
  ['/reports', 'profile/ReportsPage'],
  ['/connections', 'connections/ConnectionsPage'],
  ['/connections/:userConnectionId', 'connections/ConnectionPage'],
  ['/holidays', 'profile/HolidaysPage'],
  ['/inbox', 'plans/InboxPage'],
  ['/proposedplans/:proposedPlanId', 'plans/ProposedPlanPage'],
  ['/recurringevents/:recurringEventId', 'network/RecurringEventPage'],
  ['/recurringevents/:recurringEventId/edit', 'network/RecurringEventEditPage'],
  ['/settings', 'settings/SettingsPage'],
  ['/settings/integrations/:integrationId', 'integrations/IntegrationPage'],
  ['/settings/ignorerules', 'integrations/IgnoreRulesPage'],
  ['/settings/notifications', 'settings/NotificationSettingsPage'],
  ['/subscription', 'settings/SubscriptionPage'],
  ['/admin', 'admin/AdminPage'],
  ['/admin/users/:userId', 'admin/AdminUserPage'],
];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * Whether `pathname` is on the route `pattern`, as React Router matches it: a static segment
 * exactly, a `:param` any one segment; case and a trailing slash do not matter.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  return expected.length === actual.length && expected.every((segment, i) =>
    segment.startsWith(':') || segment.toLowerCase() === actual[i]!.toLowerCase());
}

export interface FirstScreen {
  /** Modules under src/views/, outermost first. */
  views: string[];
  /** Modules under src/services/. */
  services: FirstScreenService[];
}

/**
 * What the first screen of `pathname` loads. With a session: the session probe's service, and on a
 * signed-in page the shell with its unseen answers' service. A signed-in route without a session
 * ends on the login page, which calls nothing until the visitor acts.
 */
export function firstScreenOf(pathname: string, hasSession: boolean): FirstScreen {
  const on = ([pattern]: PageRoute) => matchesRoute(pattern, pathname);
  const signedInPage = SIGNED_IN_PAGES.find(on);
  if (signedInPage && !hasSession) return { views: [LOGIN_MODULE], services: [] };
  const [, module, service] = signedInPage ?? PUBLIC_PAGES.find(on) ?? NOT_FOUND_PAGE;
  const services = new Set<FirstScreenService>(hasSession ? ['auth'] : []);
  if (signedInPage) services.add('proposedPlans');
  if (service) services.add(service);
  return { views: signedInPage ? [SHELL_MODULE, module] : [module], services: [...services] };
}

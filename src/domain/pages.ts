/**
 * The app's routes (SPEC.md section 2) and the module under src/views/ that draws each. The browser
 * loads each module lazily (src/views/routes.tsx); the server names a first screen's chunks in the
 * `Link` header of the HTML (src/server/firstScreenPreload.ts), so that the browser fetches them
 * together with the entry script instead of after running it.
 */

/** [route pattern, page module], the pattern in React Router's syntax. */
export type PageRoute = readonly [pattern: string, module: string];

/** The signed-in frame with the bottom navigation, around every signed-in page. */
export const SHELL_MODULE = 'Shell';
export const NOT_FOUND_MODULE = 'components/NotFoundPage';
const LOGIN_MODULE = 'auth/LoginPage';

/** Anyone may open these. */
export const PUBLIC_PAGES: readonly PageRoute[] = [
  ['/login', LOGIN_MODULE],
  ['/register', 'auth/RegisterPage'],
  ['/resetpassword', 'auth/ResetPasswordPage'],
  ['/help', 'help/HelpPage'],
  ['/appuserregister/:username', 'auth/AppUserRegisterPage'],
  ['/plan/:shareCode', 'plans/PlanResponsePage'],
];

/** These need a signed-in user and live inside the shell. */
export const SIGNED_IN_PAGES: readonly PageRoute[] = [
  ['/', 'home/HomePage'],
  ['/network', 'network/NetworkPage'],
  ['/network/add', 'network/PersonAddPage'],
  ['/network/:personId', 'network/PersonPage'],
  ['/network/:personId/edit', 'network/PersonEditPage'],
  ['/network/:personId/editrecurringevents', 'network/PersonRecurringEventsPage'],
  ['/proposeplan/:personId', 'plans/ProposePlanPage'],
  ['/calendar', 'calendar/CalendarPage'],
  ['/calendar/monthly/:yearMonth', 'calendar/CalendarPage'],
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

/**
 * The modules that draw the first screen of `pathname`, outermost first. A signed-in route without
 * a session ends on the login page.
 */
export function firstScreenModules(pathname: string, hasSession: boolean): string[] {
  const on = ([pattern]: PageRoute) => matchesRoute(pattern, pathname);
  const signedInPage = SIGNED_IN_PAGES.find(on);
  if (signedInPage) return hasSession ? [SHELL_MODULE, signedInPage[1]] : [LOGIN_MODULE];
  return [PUBLIC_PAGES.find(on)?.[1] ?? NOT_FOUND_MODULE];
}

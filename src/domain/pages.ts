/**
 * The app's routes (SPEC.md section 2), the module under src/views/ that draws each, and the service
 * under src/services/ its first screen calls at once. The browser loads these modules lazily
 * (src/views/routes.tsx, src/views/actors.tsx); the server names a first screen's chunks in the
 * `Link` header of the HTML (src/server/firstScreenPreload.ts), so that the browser fetches them
 * together with the entry script instead of after running it.
 */

import { YEAR_MONTH, monthWindow } from '@/domain/calendarWindows';
import type { EventsWindowQuery } from '@/domain/contract/events';

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
  ['/unsubscribe/:token', 'settings/UnsubscribePage'],
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
  ['/settings/webhooks', 'settings/WebhooksPage'],
  ['/settings/tokens', 'settings/TokensPage'],
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

/**
 * An answer of the API that a first screen shows at once: the key by which the app's actor takes
 * it (src/views/actors.tsx) and the path under /api/v1 that gives it. The server asks itself for
 * these and puts them into the page's HTML (src/server/firstScreenAnswers.ts), so the first screen
 * is drawn as soon as its code has run, without a request to the API in between.
 */
export interface FirstAnswer {
  key: string;
  path: string;
}

/** The element of the HTML that carries the first answers, as JSON by key. */
export const FIRST_ANSWERS_ELEMENT_ID = 'first-answers';

/** The calendar window's answer, keyed by its days. */
export const windowAnswerKey = ({ startDate, days }: Required<EventsWindowQuery>) => `window ${startDate} ${days}`;

/**
 * By the app's actor that fetches it (src/views/actors.tsx), the key of a first screen's answer: the
 * actor takes an answer given with the page by it, and a machine starts from it (src/views/firstScreen.ts).
 */
export const FIRST_ANSWER_KEYS = {
  fetchCurrentUser: () => 'user',
  fetchUnseenAnswers: () => 'unseen',
  fetchUnreadNotifications: () => 'unread',
  fetchHome: () => 'home',
  fetchPeople: () => 'people',
  fetchPersonDetail: (personId: string) => `person ${personId}`,
  fetchPlanByCode: (shareCode: string) => `plan ${shareCode}`,
  fetchEventsWindow: windowAnswerKey,
} satisfies Record<string, (input: never) => string>;

/** The session probe's answer, and the shell's count of unseen answers. */
export const SESSION_ANSWER: FirstAnswer = { key: FIRST_ANSWER_KEYS.fetchCurrentUser(), path: '/auth/me' };
const UNSEEN_ANSWERS_ANSWER: FirstAnswer = { key: FIRST_ANSWER_KEYS.fetchUnseenAnswers(), path: '/proposedplans/unseen' };

/** What the server knows of the visitor's calendar, from the user's today: the week Home's planner asks for first, and the month /calendar shows. */
export interface FirstScreenDates {
  week?: Required<EventsWindowQuery>;
  /** 'YYYY-MM'. */
  month?: string;
}

/** The key of `appActor`'s answer for `input`, when it is one a first screen is given. */
export function firstAnswerKeyOf(appActor: string, input: string): string | undefined {
  const key = (FIRST_ANSWER_KEYS as unknown as Record<string, ((input: string) => string) | undefined>)[appActor];
  return key?.(input);
}

const calendarAnswer = (yearMonth: string): FirstAnswer => {
  const window = monthWindow(yearMonth);
  return { key: windowAnswerKey(window), path: `/eventswithintegration?startDate=${window.startDate}&days=${window.days}` };
};

/** By page module, the answers its first screen shows, from the route's parameters and the visitor's dates. */
const PAGE_ANSWERS: Record<string, (params: Record<string, string>, dates: FirstScreenDates) => FirstAnswer[]> = {
  'home/HomePage': (_, { week }) => [
    { key: FIRST_ANSWER_KEYS.fetchHome(), path: '/home' },
    // The inbox link's unread notifications, which only Home's header shows.
    { key: FIRST_ANSWER_KEYS.fetchUnreadNotifications(), path: '/notifications/unread' },
    ...(week ? [{ key: windowAnswerKey(week), path: `/eventswithintegration?startDate=${week.startDate}&days=${week.days}` }] : []),
  ],
  'network/NetworkPage': () => [{ key: FIRST_ANSWER_KEYS.fetchPeople(), path: '/people' }],
  'network/PersonPage': ({ personId = '' }) => [{ key: FIRST_ANSWER_KEYS.fetchPersonDetail(personId), path: `/people/${encodeURIComponent(personId)}` }],
  'plans/PlanResponsePage': ({ shareCode = '' }) => [{ key: FIRST_ANSWER_KEYS.fetchPlanByCode(shareCode), path: `/proposedplans/bycode/${encodeURIComponent(shareCode)}` }],
  'calendar/CalendarPage': ({ yearMonth }, { month }) => {
    const shown = yearMonth && YEAR_MONTH.test(yearMonth) ? yearMonth : month;
    return shown ? [calendarAnswer(shown)] : [];
  },
};

/**
 * The pages whose first screen the server draws (src/views/serverEntry.tsx): the ones visitors open
 * first, whose largest paint would otherwise wait for the app's code on a slow phone
 * (docs/PERFORMANCE.md). The others are drawn by the app as before.
 */
const DRAWN_MODULES = new Set(['auth/LoginPage', 'plans/PlanResponsePage', 'home/HomePage', 'network/NetworkPage', 'network/PersonPage', 'calendar/CalendarPage']);

/** Whether the server draws the first screen of `pathname` (a signed-in page without a session draws the login page). */
export function isDrawnOnServer(pathname: string, hasSession: boolean): boolean {
  return DRAWN_MODULES.has(firstScreenOf(pathname, hasSession).views.at(-1)!);
}

/** The attribute of `<html>` by which the server tells the app which layout it drew: 'desktop' or 'phone'. */
export const DRAWN_LAYOUT_ATTRIBUTE = 'data-layout';

/** The `:name` parameters of `pattern` in `pathname`, decoded as the router decodes them. */
function paramsOf(pattern: string, pathname: string): Record<string, string> {
  const values = segmentsOf(pathname);
  return Object.fromEntries(segmentsOf(pattern).flatMap((segment, i) => {
    if (!segment.startsWith(':')) return [];
    const value = values[i] ?? '';
    try {
      return [[segment.slice(1), decodeURIComponent(value)]];
    } catch {
      return [[segment.slice(1), value]];
    }
  }));
}

/** The answers the first screen of `pathname` shows at once (none where it ends on the login page). */
export function firstAnswersOf(pathname: string, hasSession: boolean, dates: FirstScreenDates = {}): FirstAnswer[] {
  const on = ([pattern]: PageRoute) => matchesRoute(pattern, pathname);
  const signedInPage = SIGNED_IN_PAGES.find(on);
  if (signedInPage && !hasSession) return [];
  const route = signedInPage ?? PUBLIC_PAGES.find(on);
  const pageAnswer = route && PAGE_ANSWERS[route[1]];
  return [
    ...(hasSession ? [SESSION_ANSWER] : []),
    ...(signedInPage ? [UNSEEN_ANSWERS_ANSWER] : []),
    ...(route && pageAnswer ? pageAnswer(paramsOf(route[0], pathname), dates) : []),
  ];
}

/** What the server asks the app's drawing of a first screen for (src/views/serverEntry.tsx). */
export interface PageToDraw {
  /** The path and query. */
  url: string;
  locale: string;
  /** The first screen's answers, by key (FIRST_ANSWER_KEYS). */
  answers: Record<string, unknown>;
  sessionHint: boolean;
  /** Whether to draw the desktop layout: the server's guess from the browser's headers. */
  desktop: boolean;
}

export interface DrawnPage {
  /** The inside of the app's root element. */
  html: string;
  /** Its `<style>` elements and image preloads, for the head. */
  head: string;
  /** The document's title, as the page names it. */
  title?: string;
}

import { type ComponentType, type LazyExoticComponent, Suspense, lazy, useEffect } from 'react';
import { Route, Routes, matchPath, useLocation } from 'react-router-dom';
import { PageLoading } from '@/views/components/LoadingScreen';
import { RouteErrorBoundary } from '@/views/components/RouteError';
import { useScrollToTopOnNavigation } from '@/views/hooks/useScrollToTopOnNavigation';
import { AuthSessionProvider } from '@/views/session';

/*
 * Declarative routes rather than React Router's data router: the app loads its data through its
 * machines, not route loaders, and the data router alone is about 17 kB gzipped of every first
 * paint (docs/PERFORMANCE.md).
 */

/** A page's lazily loaded component, and the loader to fetch its chunk ahead. */
interface Page {
  Component: LazyExoticComponent<ComponentType>;
  load: () => Promise<{ default: ComponentType }>;
}

/** Each page is its own chunk, fetched when its route is first visited. */
const page = (load: Page['load']): Page => ({ Component: lazy(load), load });

/** The signed-in frame is a chunk of its own too, so that public pages load none of it. */
const shell = page(async () => ({ default: (await import('@/views/Shell')).Shell }));

/** Anyone may open these. */
const publicRoutes: [string, Page][] = [
  ['/login', page(() => import('@/views/auth/LoginPage'))],
  ['/register', page(() => import('@/views/auth/RegisterPage'))],
  ['/resetpassword', page(() => import('@/views/auth/ResetPasswordPage'))],
  ['/help', page(() => import('@/views/help/HelpPage'))],
  ['/appuserregister/:username', page(() => import('@/views/auth/AppUserRegisterPage'))],
  ['/plan/:shareCode', page(() => import('@/views/plans/PlanResponsePage'))],
];

const CalendarPage = page(() => import('@/views/calendar/CalendarPage'));

/** These need a signed-in user and live inside the shell with its bottom navigation. */
const signedInRoutes: [string, Page][] = [
  ['/', page(() => import('@/views/home/HomePage'))],
  ['/network', page(() => import('@/views/network/NetworkPage'))],
  ['/network/add', page(() => import('@/views/network/PersonAddPage'))],
  ['/network/:personId', page(() => import('@/views/network/PersonPage'))],
  ['/network/:personId/edit', page(() => import('@/views/network/PersonEditPage'))],
  ['/network/:personId/editrecurringevents', page(() => import('@/views/network/PersonRecurringEventsPage'))],
  ['/proposeplan/:personId', page(() => import('@/views/plans/ProposePlanPage'))],
  ['/calendar', CalendarPage],
  ['/calendar/monthly/:yearMonth', CalendarPage],
  ['/calendar/:eventId', page(() => import('@/views/calendar/EventPage'))],
  ['/calendar/:eventId/edit', page(() => import('@/views/calendar/EventEditPage'))],
  ['/externalcalendar/:externalCalendarEventId', page(() => import('@/views/integrations/ExternalEventPage'))],
  ['/profile', page(() => import('@/views/profile/ProfilePage'))],
  ['/profile/edit', page(() => import('@/views/profile/ProfileEditPage'))],
  ['/reports', page(() => import('@/views/profile/ReportsPage'))],
  ['/connections', page(() => import('@/views/connections/ConnectionsPage'))],
  ['/connections/:userConnectionId', page(() => import('@/views/connections/ConnectionPage'))],
  ['/holidays', page(() => import('@/views/profile/HolidaysPage'))],
  ['/inbox', page(() => import('@/views/plans/InboxPage'))],
  ['/proposedplans/:proposedPlanId', page(() => import('@/views/plans/ProposedPlanPage'))],
  ['/recurringevents/:recurringEventId', page(() => import('@/views/network/RecurringEventPage'))],
  ['/recurringevents/:recurringEventId/edit', page(() => import('@/views/network/RecurringEventEditPage'))],
  ['/settings', page(() => import('@/views/settings/SettingsPage'))],
  ['/settings/integrations/:integrationId', page(() => import('@/views/integrations/IntegrationPage'))],
  ['/settings/ignorerules', page(() => import('@/views/integrations/IgnoreRulesPage'))],
  ['/subscription', page(() => import('@/views/settings/SubscriptionPage'))],
  ['/admin', page(() => import('@/views/admin/AdminPage'))],
  ['/admin/users/:userId', page(() => import('@/views/admin/AdminUserPage'))],
];

const notFound = page(() => import('@/views/components/NotFoundPage'));

const routesOf = (pages: [string, Page][]) => pages.map(([path, { Component }]) => <Route key={path} path={path} element={<Component />} />);

/**
 * Starts fetching the code of the page at `pathname` and of the shell around it together: the
 * shell renders its page only once the session is known, which would otherwise come first.
 */
function preloadPageAt(pathname: string) {
  const matches = ([path]: [string, Page]) => matchPath(path, pathname) !== null;
  const signedIn = signedInRoutes.find(matches);
  const pages = signedIn ? [shell, signedIn[1]] : [publicRoutes.find(matches)?.[1] ?? notFound];
  // A chunk that fails to arrive fails its page's own render, which says so.
  for (const { load } of pages) load().catch(() => {});
}

/** Every route of the app (SPEC.md section 2), under the app-wide session; rendered inside a router. */
export function AppRoutes() {
  const { pathname } = useLocation();
  useEffect(() => preloadPageAt(pathname), [pathname]);
  useScrollToTopOnNavigation();
  return (
    <AuthSessionProvider>
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            {routesOf(publicRoutes)}
            <Route element={<shell.Component />}>{routesOf(signedInRoutes)}</Route>
            <Route path="*" element={<notFound.Component />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </AuthSessionProvider>
  );
}

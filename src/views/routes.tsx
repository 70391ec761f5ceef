import type { ComponentType } from 'react';
import { Outlet, type RouteObject, ScrollRestoration } from 'react-router-dom';
import { PageLoading } from '@/views/components/LoadingScreen';
import { RouteError } from '@/views/components/RouteError';
import { SIGNED_OUT_TOO } from '@/views/routeHandles';
import { AuthSessionProvider } from '@/views/session';

/** Each page is its own chunk, fetched when its route is first visited. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/** The signed-in frame is a chunk of its own too, so that public pages load none of it. */
const shell = async () => ({ Component: (await import('@/views/Shell')).Shell });

function AppRoot() {
  return (
    <AuthSessionProvider>
      <ScrollRestoration />
      <Outlet />
    </AuthSessionProvider>
  );
}

/** Anyone may open these. */
const publicRoutes: RouteObject[] = [
  { path: '/login', lazy: page(() => import('@/views/auth/LoginPage')) },
  { path: '/register', lazy: page(() => import('@/views/auth/RegisterPage')) },
  { path: '/resetpassword', lazy: page(() => import('@/views/auth/ResetPasswordPage')) },
  { path: '/help', lazy: page(() => import('@/views/help/HelpPage')) },
  { path: '/appuserregister/:username', lazy: page(() => import('@/views/auth/AppUserRegisterPage')) },
  { path: '/plan/:shareCode', lazy: page(() => import('@/views/plans/PlanResponsePage')) },
];

/** These need a signed-in user and live inside the shell with its bottom navigation. */
const signedInRoutes: RouteObject[] = [
  { path: '/', lazy: page(() => import('@/views/home/HomePage')) },
  { path: '/network', lazy: page(() => import('@/views/network/NetworkPage')) },
  { path: '/network/add', lazy: page(() => import('@/views/network/PersonAddPage')) },
  { path: '/network/:personId', lazy: page(() => import('@/views/network/PersonPage')) },
  { path: '/network/:personId/edit', lazy: page(() => import('@/views/network/PersonEditPage')) },
  { path: '/network/:personId/editrecurringevents', lazy: page(() => import('@/views/network/PersonRecurringEventsPage')) },
  { path: '/proposeplan/:personId', lazy: page(() => import('@/views/plans/ProposePlanPage')) },
  { path: '/calendar', lazy: page(() => import('@/views/calendar/CalendarPage')) },
  { path: '/calendar/monthly/:yearMonth', lazy: page(() => import('@/views/calendar/CalendarPage')) },
  { path: '/calendar/:eventId', lazy: page(() => import('@/views/calendar/EventPage')) },
  { path: '/calendar/:eventId/edit', lazy: page(() => import('@/views/calendar/EventEditPage')) },
  { path: '/externalcalendar/:externalCalendarEventId', lazy: page(() => import('@/views/integrations/ExternalEventPage')) },
  { path: '/profile', lazy: page(() => import('@/views/profile/ProfilePage')) },
  { path: '/profile/edit', lazy: page(() => import('@/views/profile/ProfileEditPage')) },
  { path: '/reports', lazy: page(() => import('@/views/profile/ReportsPage')) },
  { path: '/connections', lazy: page(() => import('@/views/connections/ConnectionsPage')) },
  { path: '/connections/:userConnectionId', lazy: page(() => import('@/views/connections/ConnectionPage')) },
  { path: '/holidays', lazy: page(() => import('@/views/profile/HolidaysPage')) },
  { path: '/inbox', lazy: page(() => import('@/views/plans/InboxPage')) },
  { path: '/proposedplans/:proposedPlanId', lazy: page(() => import('@/views/plans/ProposedPlanPage')) },
  { path: '/recurringevents/:recurringEventId', lazy: page(() => import('@/views/network/RecurringEventPage')) },
  { path: '/recurringevents/:recurringEventId/edit', lazy: page(() => import('@/views/network/RecurringEventEditPage')) },
  // Signed out, /settings says so ('Not logged in') instead of sending the user to log in.
  { path: '/settings', handle: SIGNED_OUT_TOO, lazy: page(() => import('@/views/settings/SettingsPage')) },
  { path: '/settings/integrations/:integrationId', lazy: page(() => import('@/views/integrations/IntegrationPage')) },
  { path: '/settings/ignorerules', lazy: page(() => import('@/views/integrations/IgnoreRulesPage')) },
  { path: '/subscription', lazy: page(() => import('@/views/settings/SubscriptionPage')) },
  { path: '/admin', lazy: page(() => import('@/views/admin/AdminPage')) },
  { path: '/admin/users/:userId', lazy: page(() => import('@/views/admin/AdminUserPage')) },
];

/** Every route of the app (SPEC.md section 2), under the app-wide session. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      ...publicRoutes,
      { lazy: shell, children: signedInRoutes },
      { path: '*', lazy: page(() => import('@/views/components/NotFoundPage')) },
    ],
  },
];

import type { ComponentType } from 'react';
import { Outlet, type RouteObject, ScrollRestoration } from 'react-router-dom';
import { PageLoading } from '@/views/components/LoadingScreen';
import { RouteError } from '@/views/components/RouteError';
import { Shell } from '@/views/Shell';
import { AuthSessionProvider } from '@/views/session';

/** Each page is its own chunk, fetched when its route is first visited. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

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
  { path: '/login', lazy: page(() => import('@/views/pages/LoginPage')) },
  { path: '/register', lazy: page(() => import('@/views/pages/RegisterPage')) },
  { path: '/resetpassword', lazy: page(() => import('@/views/pages/ResetPasswordPage')) },
  { path: '/help', lazy: page(() => import('@/views/pages/HelpPage')) },
  { path: '/appuserregister/:username', lazy: page(() => import('@/views/pages/AppUserRegisterPage')) },
  { path: '/plan/:shareCode', lazy: page(() => import('@/views/pages/PlanResponsePage')) },
];

/** These need a signed-in user and live inside the shell with its bottom navigation. */
const signedInRoutes: RouteObject[] = [
  { path: '/', lazy: page(() => import('@/views/pages/HomePage')) },
  { path: '/network', lazy: page(() => import('@/views/pages/NetworkPage')) },
  { path: '/network/add', lazy: page(() => import('@/views/pages/PersonAddPage')) },
  { path: '/network/:personId', lazy: page(() => import('@/views/pages/PersonPage')) },
  { path: '/network/:personId/edit', lazy: page(() => import('@/views/pages/PersonEditPage')) },
  { path: '/network/:personId/editrecurringevents', lazy: page(() => import('@/views/pages/PersonRecurringEventsPage')) },
  { path: '/proposeplan/:personId', lazy: page(() => import('@/views/pages/ProposePlanPage')) },
  { path: '/calendar', lazy: page(() => import('@/views/pages/CalendarPage')) },
  { path: '/calendar/monthly/:yearMonth', lazy: page(() => import('@/views/pages/CalendarPage')) },
  { path: '/calendar/:eventId', lazy: page(() => import('@/views/pages/EventPage')) },
  { path: '/calendar/:eventId/edit', lazy: page(() => import('@/views/pages/EventEditPage')) },
  { path: '/externalcalendar/:externalCalendarEventId', lazy: page(() => import('@/views/pages/ExternalEventPage')) },
  { path: '/profile', lazy: page(() => import('@/views/pages/ProfilePage')) },
  { path: '/profile/edit', lazy: page(() => import('@/views/pages/ProfileEditPage')) },
  { path: '/reports', lazy: page(() => import('@/views/pages/ReportsPage')) },
  { path: '/connections', lazy: page(() => import('@/views/pages/ConnectionsPage')) },
  { path: '/connections/:userConnectionId', lazy: page(() => import('@/views/pages/ConnectionPage')) },
  { path: '/holidays', lazy: page(() => import('@/views/pages/HolidaysPage')) },
  { path: '/inbox', lazy: page(() => import('@/views/pages/InboxPage')) },
  { path: '/proposedplans/:proposedPlanId', lazy: page(() => import('@/views/pages/ProposedPlanPage')) },
  { path: '/recurringevents/:recurringEventId', lazy: page(() => import('@/views/pages/RecurringEventPage')) },
  { path: '/recurringevents/:recurringEventId/edit', lazy: page(() => import('@/views/pages/RecurringEventEditPage')) },
  { path: '/settings', lazy: page(() => import('@/views/pages/SettingsPage')) },
  { path: '/settings/integrations/:integrationId', lazy: page(() => import('@/views/pages/IntegrationPage')) },
  { path: '/settings/ignorerules', lazy: page(() => import('@/views/pages/IgnoreRulesPage')) },
  { path: '/subscription', lazy: page(() => import('@/views/pages/SubscriptionPage')) },
  { path: '/admin', lazy: page(() => import('@/views/pages/AdminPage')) },
  { path: '/admin/users/:userId', lazy: page(() => import('@/views/pages/AdminUserPage')) },
];

/** Every route of the app (SPEC.md section 2), under the app-wide session. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      ...publicRoutes,
      { element: <Shell />, children: signedInRoutes },
      { path: '*', lazy: page(() => import('@/views/pages/NotFoundPage')) },
    ],
  },
];

import { createContext, useContext } from 'react';
import { fromPromise } from 'xstate';
import type { AppUserForm, LoggedIn, LoginBody, RegisterForm, User } from '@/domain/contract/auth';
import type { CreatePersonBody, Person, PersonDetail, PersonUpdate } from '@/domain/contract/people';
import type { CreateRecurringEventBody, RecurringEvent, RecurringEventUpdate } from '@/domain/contract/recurringEvents';
import type {
  BusySlots, CreateEventBody, Event, EventUpdate, EventsWindow, EventsWindowQuery, ProfileEvents,
} from '@/domain/contract/events';
import type { Home } from '@/domain/contract/home';
import type { Result } from '@/domain/result';
import { PROPOSABLE_DAYS } from '@/domain/constants';
import type { ForAppActor } from '@/machines/appActor';
import { FIRST_ANSWER_KEYS as KEYS } from '@/domain/pages';
import { earlyAnswerOr } from '@/views/firstScreen';
import { serviceModules } from '@/views/serviceModules';
import type {
  CreatePlanBody, PlanAnswer, PlanDecision, PlanNotifications, PlanNotificationsChange, ProposedPlan, ProposedPlanDetail, ReactionsPage,
  ReactionsPageRequest, UnseenAnswers,
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
  Delivery, NotificationPreferences, NotificationPreferencesBody, NotificationsPage, PushSubscription, PushSubscriptionBody,
  UnreadNotifications, UnsubscribeState,
} from '@/domain/contract/notifications';
import type { PushDevice, PushPermission } from '@/machines/pushOptInMachine';
import type { Webhook, WebhookBody, WebhookDelivery, WebhookWithSecret } from '@/domain/contract/webhooks';
import type { AccessToken, TokenCreated } from '@/domain/contract/tokens';
import type { TokenDraft } from '@/domain/tokens';
import type {
  CreateIgnoreRuleBody, CreateIntegrationBody, ExternalCalendar, ExternalEventDetail, IgnoreRule, Integration, IntegrationOptions,
  IntegrationUpdate,
} from '@/domain/contract/integrations';

const {
  auth: authService, people: peopleService, recurringEvents: recurringEventsService, events: eventsService,
  proposedPlans: proposedPlansService, connections: connectionsService, admin: adminService, feedback: feedbackService,
  profile: profileService, weather: weatherService, integrations: integrationsService, pushSubscriptions: pushService,
  notificationSettings: notificationSettingsService, unsubscribe: unsubscribeService, notificationList: notificationListService, webhooks: webhooksService,
  tokens: tokensService,
} = serviceModules;

/** This browser's Web Push (permission, subscription), loaded with the first call like a service. */
const pushDevice = () => import('@/views/pushDevice');

/**
 * The promise actors that the machines' placeholders stand for, backed by the services (and the
 * clipboard, and this browser's Web Push).
 * Views take them from this context, so tests can provide fakes.
 */
export const appActors = {
  fetchCurrentUser: fromPromise<Result<User>>(({ signal }) => earlyAnswerOr(KEYS.fetchCurrentUser(), async () => (await authService()).fetchCurrentUser({ signal }))),
  logOut: fromPromise<Result<unknown>>(async ({ signal }) => (await authService()).logOut({ signal })),
  logIn: fromPromise<Result<LoggedIn>, LoginBody>(async ({ input, signal }) => (await authService()).logIn(input, { signal })),
  register: fromPromise<Result<unknown>, RegisterForm>(async ({ input, signal }) => (await authService()).register(input, { signal })),
  registerAppUser: fromPromise<Result<unknown>, AppUserForm>(async ({ input, signal }) => (await authService()).registerAppUser(input, { signal })),
  fetchPeople: fromPromise<Result<Person[]>>(({ signal }) => earlyAnswerOr(KEYS.fetchPeople(), async () => (await peopleService()).fetchPeople({ signal }))),
  fetchPersonDetail: fromPromise<Result<PersonDetail>, string>(
    ({ input, signal }) => earlyAnswerOr(KEYS.fetchPersonDetail(input), async () => (await peopleService()).fetchPersonDetail(input, { signal })),
  ),
  createPerson: fromPromise<Result<{ personId: string }>, CreatePersonBody>(async ({ input, signal }) => (await peopleService()).createPerson(input, { signal })),
  updatePerson: fromPromise<Result<{ personId: string }>, PersonUpdate>(async ({ input, signal }) => (await peopleService()).updatePerson(input, { signal })),
  deletePerson: fromPromise<Result<unknown>, string>(async ({ input, signal }) => (await peopleService()).deletePerson(input, { signal })),
  fetchRecurringEvent: fromPromise<Result<RecurringEvent>, string>(async ({ input, signal }) => (await recurringEventsService()).fetchRecurringEvent(input, { signal })),
  createRecurringEvent: fromPromise<Result<{ recurringEventId: string }>, CreateRecurringEventBody>(
    async ({ input, signal }) => (await recurringEventsService()).createRecurringEvent(input, { signal }),
  ),
  updateRecurringEvent: fromPromise<Result<{ recurringEventId: string }>, RecurringEventUpdate>(
    async ({ input, signal }) => (await recurringEventsService()).updateRecurringEvent(input, { signal }),
  ),
  deleteRecurringEvent: fromPromise<Result<unknown>, string>(async ({ input, signal }) => (await recurringEventsService()).deleteRecurringEvent(input, { signal })),
  fetchEvent: fromPromise<Result<Event>, string>(async ({ input, signal }) => (await eventsService()).fetchEvent(input, { signal })),
  createEvent: fromPromise<Result<{ eventId: string }>, CreateEventBody>(async ({ input, signal }) => (await eventsService()).createEvent(input, { signal })),
  updateEvent: fromPromise<Result<unknown>, EventUpdate>(async ({ input, signal }) => (await eventsService()).updateEvent(input, { signal })),
  deleteEvent: fromPromise<Result<unknown>, string>(async ({ input, signal }) => (await eventsService()).deleteEvent(input, { signal })),
  fetchEventsWindow: fromPromise<Result<EventsWindow>, Required<EventsWindowQuery>>(
    ({ input, signal }) => earlyAnswerOr(KEYS.fetchEventsWindow(input), async () => (await eventsService()).fetchEventsWindow(input, { signal })),
  ),
  /** Input: the first day /proposeplan offers. */
  fetchBusySlots: fromPromise<Result<BusySlots>, string>(
    async ({ input, signal }) => (await eventsService()).fetchBusySlots({ startDate: input, days: PROPOSABLE_DAYS }, { signal }),
  ),
  fetchHome: fromPromise<Result<Home>, string>(({ signal }) => earlyAnswerOr(KEYS.fetchHome(), async () => (await eventsService()).fetchHome({ signal }))),
  fetchProfileEvents: fromPromise<Result<ProfileEvents>, string>(async ({ input, signal }) => (await eventsService()).fetchProfileEvents(input, { signal })),
  fetchPlans: fromPromise<Result<ProposedPlan[]>, string>(async ({ signal }) => (await proposedPlansService()).fetchPlans({ signal })),
  fetchUnseenAnswers: fromPromise<Result<UnseenAnswers>, string>(
    ({ signal }) => earlyAnswerOr(KEYS.fetchUnseenAnswers(), async () => (await proposedPlansService()).fetchUnseenAnswers({ signal })),
  ),
  fetchPlanDetail: fromPromise<Result<ProposedPlanDetail>, string>(async ({ input, signal }) => (await proposedPlansService()).openPlan(input, { signal })),
  fetchReactionsPage: fromPromise<Result<ReactionsPage>, ReactionsPageRequest>(
    async ({ input, signal }) => (await proposedPlansService()).fetchReactionsPage(input, { signal }),
  ),
  fetchPlanByCode: fromPromise<Result<ProposedPlan>, string>(
    ({ input, signal }) => earlyAnswerOr(KEYS.fetchPlanByCode(input), async () => (await proposedPlansService()).fetchPlanByCode(input, { signal })),
  ),
  createPlan: fromPromise<Result<{ proposedPlanId: string }>, CreatePlanBody>(async ({ input, signal }) => (await proposedPlansService()).createPlan(input, { signal })),
  answerPlan: fromPromise<Result<unknown>, PlanAnswer>(async ({ input, signal }) => (await proposedPlansService()).answerPlan(input, { signal })),
  decidePlan: fromPromise<Result<{ eventId?: string }>, PlanDecision>(async ({ input, signal }) => (await proposedPlansService()).decidePlan(input, { signal })),
  savePlanNotifications: fromPromise<Result<PlanNotifications>, PlanNotificationsChange>(
    async ({ input, signal }) => (await proposedPlansService()).savePlanNotifications(input, { signal }),
  ),
  /** Input: the oldest notification shown, for the next page; null for the first. */
  fetchNotifications: fromPromise<Result<NotificationsPage>, string | null>(
    async ({ input, signal }) => (await notificationListService()).fetchNotifications(input, { signal }),
  ),
  fetchUnreadNotifications: fromPromise<Result<UnreadNotifications>, string>(
    ({ signal }) => earlyAnswerOr(KEYS.fetchUnreadNotifications(), async () => (await notificationListService()).fetchUnreadNotifications({ signal })),
  ),
  markNotificationRead: fromPromise<Result<unknown>, string>(
    async ({ input, signal }) => (await notificationListService()).markNotificationRead(input, { signal }),
  ),
  markAllNotificationsRead: fromPromise<Result<unknown>, string>(
    async ({ signal }) => (await notificationListService()).markAllNotificationsRead({ signal }),
  ),
  // The input of the account and list actors is the id their machine starts with, which they do not need.
  deleteAccount: fromPromise<Result<unknown>, string>(async ({ signal }) => (await authService()).deleteAccount({ signal })),
  lookUpInviteCode: fromPromise<Result<InviteCodeUser>, string>(async ({ input, signal }) => (await connectionsService()).lookUpInviteCode(input, { signal })),
  connectUser: fromPromise<Result<{ userConnectionId: string }>, CreateConnectionBody>(async ({ input, signal }) => (await connectionsService()).connectUser(input, { signal })),
  fetchConnections: fromPromise<Result<UserConnection[]>, string>(async ({ signal }) => (await connectionsService()).fetchConnections({ signal })),
  fetchConnection: fromPromise<Result<UserConnectionDetail>, string>(async ({ input, signal }) => (await connectionsService()).fetchConnection(input, { signal })),
  disconnectUser: fromPromise<Result<unknown>, string>(async ({ input, signal }) => (await connectionsService()).disconnectUser(input, { signal })),
  fetchAdminUsers: fromPromise<Result<AdminUser[]>, string>(async ({ signal }) => (await adminService()).fetchAdminUsers({ signal })),
  fetchAdminUser: fromPromise<Result<AdminUserDetail>, string>(async ({ input, signal }) => (await adminService()).fetchAdminUser(input, { signal })),
  softDeleteUser: fromPromise<Result<unknown>, string>(async ({ input, signal }) => (await adminService()).softDeleteUser(input, { signal })),
  restoreUser: fromPromise<Result<unknown>, string>(async ({ input, signal }) => (await adminService()).restoreUser(input, { signal })),
  changePlan: fromPromise<Result<unknown>, PlanChange>(async ({ input, signal }) => (await adminService()).changePlan(input, { signal })),
  sendFeedback: fromPromise<Result<unknown>, FeedbackBody>(async ({ input, signal }) => (await feedbackService()).sendFeedback(input, { signal })),
  fetchFeedback: fromPromise<Result<FeedbackEntry[]>, string>(async ({ signal }) => (await feedbackService()).fetchFeedback({ signal })),
  updateProfile: fromPromise<Result<unknown>, ProfileBody>(async ({ input, signal }) => (await profileService()).updateProfile(input, { signal })),
  fetchCountries: fromPromise<Result<string[]>>(async ({ signal }) => (await profileService()).fetchCountries({ signal })),
  fetchCities: fromPromise<Result<City[]>, string>(async ({ input, signal }) => (await profileService()).fetchCities(input, { signal })),
  /** Input: the user's id, which keys the page's load. */
  fetchHolidays: fromPromise<Result<Holidays>, string>(async ({ signal }) => (await profileService()).fetchHolidays({ signal })),
  /** Input: the year whose months the report holds. */
  fetchReport: fromPromise<Result<Report>, number>(async ({ input, signal }) => (await profileService()).fetchReport(input, { signal })),
  fetchWeatherForecast: fromPromise<Result<Forecast>, ForecastQuery>(async ({ input, signal }) => (await weatherService()).fetchWeatherForecast(input, { signal })),
  fetchIntegrationOptions: fromPromise<Result<IntegrationOptions>, string>(async ({ signal }) => (await integrationsService()).fetchIntegrationOptions({ signal })),
  fetchIntegrations: fromPromise<Result<Integration[]>, string>(async ({ signal }) => (await integrationsService()).fetchIntegrations({ signal })),
  fetchIntegration: fromPromise<Result<Integration>, string>(async ({ input, signal }) => (await integrationsService()).fetchIntegration(input, { signal })),
  createIntegration: fromPromise<Result<{ integrationId: string }>, CreateIntegrationBody>(async ({ input, signal }) => (await integrationsService()).createIntegration(input, { signal })),
  updateIntegration: fromPromise<Result<{ integrationId: string }>, IntegrationUpdate>(async ({ input, signal }) => (await integrationsService()).updateIntegration(input, { signal })),
  deleteIntegration: fromPromise<Result<unknown>, string>(async ({ input, signal }) => (await integrationsService()).deleteIntegration(input, { signal })),
  fetchCalendars: fromPromise<Result<ExternalCalendar[]>, string>(async ({ input, signal }) => (await integrationsService()).fetchCalendars(input, { signal })),
  fetchExternalEvent: fromPromise<Result<ExternalEventDetail>, string>(async ({ input, signal }) => (await integrationsService()).fetchExternalEvent(input, { signal })),
  fetchIgnoreRules: fromPromise<Result<IgnoreRule[]>, string>(async ({ signal }) => (await integrationsService()).fetchIgnoreRules({ signal })),
  createIgnoreRule: fromPromise<Result<{ ruleId: string }>, CreateIgnoreRuleBody>(async ({ input, signal }) => (await integrationsService()).createIgnoreRule(input, { signal })),
  deleteIgnoreRule: fromPromise<Result<unknown>, string>(async ({ input, signal }) => (await integrationsService()).deleteIgnoreRule(input, { signal })),
  fetchIcalFeed: fromPromise<Result<{ url: string }>, string>(async ({ signal }) => (await integrationsService()).fetchIcalFeed({ signal })),
  regenerateIcalFeed: fromPromise<Result<{ url: string }>, string>(async ({ signal }) => (await integrationsService()).regenerateIcalFeed({ signal })),
  /** Not a call to the server: the browser's clipboard, which may refuse (the copy machine says so). */
  copyText: fromPromise<void, string>(async ({ input }) => navigator.clipboard.writeText(input)),
  readPushDevice: fromPromise<PushDevice>(async () => (await pushDevice()).readPushDevice()),
  askNotificationPermission: fromPromise<PushPermission>(async () => (await pushDevice()).askNotificationPermission()),
  fetchVapidKey: fromPromise<Result<{ publicKey: string }>>(async ({ signal }) => (await pushService()).fetchVapidKey({ signal })),
  subscribePushDevice: fromPromise<PushSubscriptionBody, string>(async ({ input }) => (await pushDevice()).subscribePushDevice(input)),
  savePushSubscription: fromPromise<Result<{ pushSubscriptionId: string }>, PushSubscriptionBody>(
    async ({ input, signal }) => (await pushService()).savePushSubscription(input, { signal }),
  ),
  /** The server's subscription goes first: while it cannot, this browser stays subscribed, as the page shows. */
  unsubscribePushDevice: fromPromise<Result<unknown>, string>(async ({ input, signal }) => {
    const removed = await (await pushService()).deletePushSubscription(input, { signal });
    if (removed.status === 'success') await (await pushDevice()).unsubscribePushDevice();
    return removed;
  }),
  fetchPushSubscriptions: fromPromise<Result<PushSubscription[]>, string>(async ({ signal }) => (await pushService()).fetchPushSubscriptions({ signal })),
  deletePushSubscription: fromPromise<Result<unknown>, string>(async ({ input, signal }) => (await pushService()).deletePushSubscription(input, { signal })),
  fetchNotificationPreferences: fromPromise<Result<NotificationPreferences>>(
    async ({ signal }) => (await notificationSettingsService()).fetchNotificationPreferences({ signal }),
  ),
  saveNotificationPreferences: fromPromise<Result<NotificationPreferences>, NotificationPreferencesBody>(
    async ({ input, signal }) => (await notificationSettingsService()).saveNotificationPreferences(input, { signal }),
  ),
  fetchDeliveries: fromPromise<Result<Delivery[]>, string>(async ({ signal }) => (await notificationSettingsService()).fetchDeliveries({ signal })),
  /** Input: the link's token. */
  fetchUnsubscribeState: fromPromise<Result<UnsubscribeState>, string>(async ({ input, signal }) => (await unsubscribeService()).fetchUnsubscribeState(input, { signal })),
  unsubscribe: fromPromise<Result<UnsubscribeState>, string>(async ({ input, signal }) => (await unsubscribeService()).unsubscribe(input, { signal })),
  fetchWebhooks: fromPromise<Result<Webhook[]>, string>(async ({ signal }) => (await webhooksService()).fetchWebhooks({ signal })),
  createWebhook: fromPromise<Result<WebhookWithSecret>, WebhookBody>(async ({ input, signal }) => (await webhooksService()).createWebhook(input, { signal })),
  deleteWebhook: fromPromise<Result<unknown>, string>(async ({ input, signal }) => (await webhooksService()).deleteWebhook(input, { signal })),
  enableWebhook: fromPromise<Result<unknown>, string>(async ({ input, signal }) => (await webhooksService()).enableWebhook(input, { signal })),
  fetchWebhookDeliveries: fromPromise<Result<WebhookDelivery[]>, string>(
    async ({ input, signal }) => (await webhooksService()).fetchWebhookDeliveries(input, { signal }),
  ),
  fetchTokens: fromPromise<Result<AccessToken[]>, string>(async ({ signal }) => (await tokensService()).fetchTokens({ signal })),
  createToken: fromPromise<Result<TokenCreated>, TokenDraft>(async ({ input, signal }) => (await tokensService()).createToken(input, { signal })),
  revokeToken: fromPromise<Result<unknown>, string>(async ({ input, signal }) => (await tokensService()).revokeToken(input, { signal })),
};

export type AppActors = typeof appActors;

/**
 * The app's actor that a factory's machine stands for, ready for its `provide`. The machine names
 * it at run time, so its type is checked where the machine declares its placeholder, not here.
 */
export const appActorFor = (actors: AppActors, machine: ForAppActor<unknown>) =>
  ({ [machine.appActor]: actors[machine.appActor as keyof AppActors] as never });

const ActorsContext = createContext<AppActors>(appActors);

export const ActorsProvider = ActorsContext.Provider;
export const useActors = () => useContext(ActorsContext);

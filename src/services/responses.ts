import '@/services/zodSetup';
import { z } from 'zod';
import { loggedIn, profileUpdated, registered, user, userDeleted } from '@/domain/contract/auth';
import { emptyBody } from '@/domain/contract/common';
import { event, eventSaved, eventsWindow } from '@/domain/contract/events';
import { feedbackEntry, feedbackSaved } from '@/domain/contract/feedback';
import { cities, countries } from '@/domain/contract/geo';
import { holidays } from '@/domain/contract/holidays';
import { home } from '@/domain/contract/home';
import {
  externalCalendar, externalEventDetail, icalFeed, ignoreRule, ignoreRuleSaved, integration, integrationOptions,
  integrationSaved,
} from '@/domain/contract/integrations';
import {
  delivery, notificationPreferences, notificationRead, notificationsAllRead, notificationsPage, pushSubscription, pushSubscriptionSaved,
  unreadNotifications, unsubscribeState, vapidKey,
} from '@/domain/contract/notifications';
import { person, personDetail, personSaved, userConnection } from '@/domain/contract/people';
import {
  planCreated, planNotifications, planSeen, planUpdated, proposedPlan, proposedPlanDetail, reactionAdded, reactionsPage, unseenAnswers,
} from '@/domain/contract/proposedPlans';
import { recurringEvent, recurringEventSaved } from '@/domain/contract/recurringEvents';
import { report } from '@/domain/contract/reports';
import { connectionSaved, userConnectionDetail } from '@/domain/contract/userConnections';
import { adminUser, adminUserDetail, inviteCodeUser, planChanged, userDeletedByAdmin, userRestored } from '@/domain/contract/users';
import { forecast } from '@/domain/contract/weather';
import { webhook, webhookDeleted, webhookDelivery, webhookWithSecret } from '@/domain/contract/webhooks';
import { accessToken, tokenCreated, tokenRevoked } from '@/domain/contract/tokens';

/**
 * What each answer of the API looks like, by the name a service gives its call. Only development and
 * test builds load these schemas to check answers (src/services/request.ts); a production build keeps
 * just their types. Building them is the largest script cost of a signed-in page on a phone, and the
 * server's own tests check every answer against the same contract.
 */
export const responses = {
  user, loggedIn, registered, userDeleted, loggedOut: emptyBody, profileUpdated,
  people: z.array(person), personDetail, personSaved,
  recurringEvent, recurringEventSaved,
  event, events: z.array(event), eventSaved, eventsWindow, home,
  proposedPlans: z.array(proposedPlan), proposedPlan, proposedPlanDetail, reactionsPage, unseenAnswers,
  planCreated, planSeen, planUpdated, reactionAdded, planNotifications,
  inviteCodeUser, connectionSaved, userConnections: z.array(userConnection), userConnectionDetail,
  adminUsers: z.array(adminUser), adminUserDetail, userDeletedByAdmin, userRestored, planChanged,
  feedbackSaved, feedbackEntries: z.array(feedbackEntry),
  countries, cities, holidays, report, forecast,
  integrationOptions, integrations: z.array(integration), integration, integrationSaved, externalCalendars: z.array(externalCalendar),
  externalEventDetail, ignoreRules: z.array(ignoreRule), ignoreRuleSaved, icalFeed,
  vapidKey, pushSubscriptions: z.array(pushSubscription), pushSubscriptionSaved,
  notificationPreferences, deliveries: z.array(delivery), unsubscribeState,
  notificationsPage, unreadNotifications, notificationRead, notificationsAllRead,
  webhooks: z.array(webhook), webhookWithSecret, webhookUpdated: webhookWithSecret.partial({ secret: true }), webhookDeleted,
  webhookDeliveries: z.array(webhookDelivery),
  accessTokens: z.array(accessToken), tokenCreated, tokenRevoked,
};

export type ResponseName = keyof typeof responses;
export type ResponseOf<Name extends ResponseName> = z.output<(typeof responses)[Name]>;

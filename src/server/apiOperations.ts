import type { RouteOptions } from 'fastify';
import { errorBody } from '@/domain/contract/common';

/**
 * What the API document says of each operation, by method and path (as the router spells it): its
 * operationId, a one-line summary and a description. One table, so the names read as a set.
 */
interface Operation {
  operationId: string;
  summary: string;
  description: string;
}

const op = (operationId: string, summary: string, description = summary) => ({ operationId, summary, description });

export const OPERATIONS: Record<string, Operation> = {
  'GET /api/v1/health': op('getHealth', 'Check the server', 'Answers 200 while the server and its database answer.'),
  'GET /api/v1/health/ready': op('getReadiness', 'Check the server is ready', 'Answers 503 until the database has every migration of this server, and while it cannot be reached: a load balancer sends requests only to a ready server.'),
  'POST /api/v1/auth/register': op('register', 'Register an account', 'Creates a web account with a 30-day trial. Rate limited per IP.'),
  'POST /api/v1/auth/registerappuser': op('registerAppUser', 'Give a mobile-app account a web login', 'Needs the one-time claim of `npm run create-app-user`.'),
  'POST /api/v1/auth/login': op('logIn', 'Log in', 'Answers a session token and sets the session cookie. Failed logins are rate limited.'),
  'POST /api/v1/auth/logout': op('logOut', 'Log out', 'Ends the session of the cookie or bearer token, if any.'),
  'GET /api/v1/auth/me': op('getMe', 'Read my account'),
  'DELETE /api/v1/auth/me': op('deleteMe', 'Delete my account', 'Deletes the account and everything in it. Needs a session: personal access tokens cannot.'),
  'PUT /api/v1/auth/profile': op('updateProfile', 'Change my profile', 'Changing the email needs `currentPassword` and a session (not a personal access token). `locale` is the language of the app and of emails (`null`: the browser\'s), `hourCycle` the clock (`null`: the language\'s usual one).'),
  'GET /api/v1/people': op('listPeople', 'List my people', 'The people of my network with their last and next event dates.'),
  'POST /api/v1/people': op('createPerson', 'Add a person'),
  'GET /api/v1/people/suggestions': op('listSuggestions', 'List catch-up suggestions', 'People past their meet frequency, most overdue first.'),
  'GET /api/v1/people/:id': op('getPerson', 'Read a person', 'The person with their events and yearly events.'),
  'PUT /api/v1/people/:id': op('updatePerson', 'Change a person'),
  'DELETE /api/v1/people/:id': op('deletePerson', 'Delete a person', 'Deletes the person and their events.'),
  'POST /api/v1/recurringevents': op('createRecurringEvent', 'Add a yearly event', 'A birthday or another yearly event of a person.'),
  'GET /api/v1/recurringevents/:id': op('getRecurringEvent', 'Read a yearly event'),
  'PUT /api/v1/recurringevents/:id': op('updateRecurringEvent', 'Change a yearly event'),
  'DELETE /api/v1/recurringevents/:id': op('deleteRecurringEvent', 'Delete a yearly event'),
  'POST /api/v1/events': op('createEvent', 'Plan an event', 'A fun plan with a person on a day and time slot.'),
  'GET /api/v1/events/:id': op('getEvent', 'Read an event'),
  'PUT /api/v1/events/:id': op('updateEvent', 'Change an event'),
  'DELETE /api/v1/events/:id': op('deleteEvent', 'Delete an event'),
  'GET /api/v1/myrecentevents': op('listRecentEvents', 'List my recent events', 'Past and upcoming events around today, for the profile.'),
  'GET /api/v1/eventswithintegration': op('listEventsWindow', 'List the events of a date window', 'Fun plans, yearly events, holidays and linked calendars\' events from `startDate` for `days` days.'),
  'GET /api/v1/home': op('getHome', 'Read Home', 'The next plan, this week\'s events, reminders and suggestions in one answer.'),
  'GET /api/v1/proposedplans': op('listProposedPlans', 'List my proposed plans'),
  'POST /api/v1/proposedplans': op('createProposedPlan', 'Propose a plan', 'Time slots offered to a person; answers a share code for the link.'),
  'GET /api/v1/proposedplans/unseen': op('getUnseenAnswers', 'Count unseen answers', 'How many answers to my plans I have not seen.'),
  'GET /api/v1/proposedplans/:id': op('getProposedPlan', 'Read a proposed plan', 'The plan with its answers.'),
  'PUT /api/v1/proposedplans/:id': op('updateProposedPlan', 'Confirm or cancel a proposed plan', 'Confirming picks the winning slot and makes the event.'),
  'GET /api/v1/proposedplans/:id/reactions': op('listPlanAnswers', 'List the answers to a plan', 'One page of answers, newest first.'),
  'POST /api/v1/proposedplans/:id/reactions': op('answerPlan', 'Answer a plan', 'Anyone with the link may answer; anonymous answers are rate limited.'),
  'PUT /api/v1/proposedplans/:id/seen': op('markPlanSeen', 'Mark a plan\'s answers seen'),
  'PUT /api/v1/proposedplans/:id/notifications': op('setPlanNotifications', 'Mute or unmute a plan\'s notifications'),
  'GET /api/v1/sharedplans/:shareCode': op('getSharedPlan', 'Read a plan by its share code', 'What the link shows a responder; public.'),
  'GET /api/v1/sharedplans/:shareCode/event.ics': op('getSharedPlanCalendarFile', 'Download a confirmed plan as .ics', 'For every responder\'s calendar; public.'),
  'GET /api/v1/users': op('listUsers', 'List the users (admin)'),
  'GET /api/v1/users/:id': op('getUser', 'Read a user (admin)', 'The user with their network, recent events and feedback.'),
  'DELETE /api/v1/users/:id': op('softDeleteUser', 'Delete a user (admin)', 'A soft delete: the user can be restored.'),
  'POST /api/v1/users/:id/restore': op('restoreUser', 'Restore a deleted user (admin)'),
  'PUT /api/v1/users/:id/plan': op('setUserPlan', 'Change a user\'s pricing plan (admin)'),
  'GET /api/v1/invitecodes/:code': op('findUserByInviteCode', 'Find a user by invite code', 'The first step of connecting with another user. Rate limited per user.'),
  'POST /api/v1/userconnections': op('connectUser', 'Connect with a user', 'Needs a lookup of their invite code in the last hour.'),
  'GET /api/v1/userconnections': op('listConnections', 'List my connections'),
  'GET /api/v1/userconnections/:id': op('getConnection', 'Read a connection'),
  'DELETE /api/v1/userconnections/:id': op('disconnectUser', 'Disconnect from a user'),
  'POST /api/v1/feedback': op('sendFeedback', 'Send feedback'),
  'GET /api/v1/feedback': op('listFeedback', 'List my feedback'),
  'GET /api/v1/geo/countries': op('listCountries', 'List the countries', 'The countries whose cities the weather knows.'),
  'GET /api/v1/geo/cities': op('listCities', 'List a country\'s cities'),
  'GET /api/v1/weather/forecast': op('getForecast', 'Read the weather forecast', 'The forecast for a place and dates, from Open-Meteo, cached for an hour.'),
  'GET /api/v1/holidays': op('listHolidays', 'List the holidays and anniversaries', 'Public holidays of my country and my yearly events.'),
  'GET /api/v1/reports': op('getReport', 'Read my report', 'How often I met whom, by month.'),
  'GET /api/v1/integrations/options': op('listIntegrationOptions', 'List the calendars I can link'),
  'POST /api/v1/integrations': op('createIntegration', 'Link a calendar', 'An ICS feed (read once to check it) or Google Calendar (then consent at /oauth/connect/googlecalendar).'),
  'GET /api/v1/integrations': op('listIntegrations', 'List my linked calendars'),
  'GET /api/v1/integrations/ignorerules': op('listIgnoreRules', 'List my ignore rules', 'Linked calendars\' events I chose to hide.'),
  'POST /api/v1/integrations/ignorerules': op('createIgnoreRule', 'Add an ignore rule'),
  'DELETE /api/v1/ignorerules/:id': op('deleteIgnoreRule', 'Delete an ignore rule'),
  'GET /api/v1/externalcalendarevents/:id': op('getExternalEvent', 'Read a linked calendar\'s event'),
  'GET /api/v1/integrations/:id': op('getIntegration', 'Read a linked calendar'),
  'PUT /api/v1/integrations/:id': op('updateIntegration', 'Choose a linked calendar\'s calendar'),
  'DELETE /api/v1/integrations/:id': op('deleteIntegration', 'Unlink a calendar', 'Revokes a Google grant at Google.'),
  'GET /api/v1/integrations/:id/calendars': op('listIntegrationCalendars', 'List a linked account\'s calendars'),
  'GET /api/v1/integrations/:id/events': op('listIntegrationEvents', 'List a linked calendar\'s events'),
  'GET /api/v1/icalfeed': op('getIcalFeed', 'Read my calendar feed address', 'The secret address of my confirmed plans and birthdays as iCal.'),
  'POST /api/v1/icalfeed/regenerate': op('regenerateIcalFeed', 'Make a new calendar feed address', 'The old address stops working at once.'),
  'GET /ical/:file': op('getIcalFeedFile', 'Read a calendar feed', 'The .ics file behind a feed address; its secret is the key.'),
  'GET /api/v1/notifications': op('listNotifications', 'List my notifications'),
  'GET /api/v1/notifications/unread': op('countUnreadNotifications', 'Count my unread notifications'),
  'PUT /api/v1/notifications/:id/read': op('markNotificationRead', 'Mark a notification read'),
  'POST /api/v1/notifications/read-all': op('markAllNotificationsRead', 'Mark every notification read'),
  'GET /api/v1/notifications/preferences': op('getNotificationPreferences', 'Read my notification settings'),
  'PUT /api/v1/notifications/preferences': op('updateNotificationPreferences', 'Change my notification settings'),
  'GET /api/v1/notifications/deliveries': op('listDeliveries', 'List recent deliveries', 'What went out by email and push, and how it went: why one failed as a code (`lastErrorCode`) and in words in the request\'s language (`lastError`).'),
  'GET /api/v1/unsubscribe/:token': op('readUnsubscribe', 'Read what an unsubscribe link stops', 'The signed token of an email is the key.'),
  'POST /api/v1/unsubscribe/:token': op('unsubscribe', 'Unsubscribe with one click', 'RFC 8058: mail clients post it without a session.'),
  'GET /api/v1/notifications/vapidkey': op('getVapidKey', 'Read the Web Push key'),
  'GET /api/v1/notifications/pushsubscriptions': op('listPushSubscriptions', 'List my devices that get notifications'),
  'POST /api/v1/notifications/pushsubscriptions': op('savePushSubscription', 'Add a device for notifications'),
  'DELETE /api/v1/pushsubscriptions/:id': op('deletePushSubscription', 'Remove a device from notifications'),
  'GET /api/v1/tokens': op('listTokens', 'List my personal access tokens', 'Never their secrets. Needs a session.'),
  'POST /api/v1/tokens': op('createToken', 'Create a personal access token', 'The answer carries the `fp_pat_…` secret, this once. Needs a session.'),
  'DELETE /api/v1/tokens/:id': op('revokeToken', 'Revoke a personal access token', 'Its next request is a 401. Needs a session.'),
  'GET /api/v1/webhooks': op('listWebhooks', 'List my webhooks', 'Never their secrets; a webhook switched off for failing says why.'),
  'POST /api/v1/webhooks': op('createWebhook', 'Register a webhook', 'An https URL on a public address and the event types it gets. The answer carries its signing secret, this once.'),
  'PUT /api/v1/webhooks/:id': op('updateWebhook', 'Change a webhook', 'Turn it on or off, change its event types, or give it a new secret (in the answer, this once).'),
  'DELETE /api/v1/webhooks/:id': op('deleteWebhook', 'Delete a webhook', 'With its deliveries.'),
  'GET /api/v1/webhooks/:id/deliveries': op('listWebhookDeliveries', 'List a webhook\'s latest deliveries', 'The newest 20: status, attempts, and the receiver\'s last answer.'),
};

const PERSON = '8f14e45f-ceea-4e67-a8b2-1f2c3d4e5f60';
const SLOTS = JSON.stringify([{ date: '2027-06-04', timeSlot: 'evening' }, { date: '2027-06-05', timeSlot: 'afternoon' }]);

/** An example request body for each operation that takes one, by operationId (each must pass its schema: tests/server/openapi.test.ts). */
export const BODY_EXAMPLES: Record<string, unknown> = {
  register: { inviteCode: '16', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'correct horse battery staple', timeZone: 'Europe/London' },
  registerAppUser: { username: 'ada', inviteCode: 'funplans-app-user', email: 'ada@example.com', password: 'correct horse battery staple', claimToken: 'kq3J9xQ2mN8vB5cR7tY1wZ' },
  logIn: { email: 'ada@example.com', password: 'correct horse battery staple', rememberMe: true },
  updateProfile: { firstName: 'Ada', city: 'London', country: 'United Kingdom', timeZone: 'Europe/London', locale: 'de', hourCycle: null },
  createPerson: { personName: 'Grace Hopper', meetFrequency: 'monthly', personColor: '#A9DEF9', personNotes: 'Likes sailing' },
  updatePerson: { meetFrequency: 'weekly' },
  createRecurringEvent: { personId: PERSON, recurringEventName: 'Birthday', recurringEventType: 'birthday', recurringEventMonth: 12, recurringEventDay: 9 },
  updateRecurringEvent: { recurringEventDay: 10 },
  createEvent: { personId: PERSON, eventDate: '2027-06-04', eventTimeSlot: 'evening', eventTitle: 'Dinner' },
  updateEvent: { eventTitle: 'Dinner at Grace\'s', status: 'confirmed' },
  createProposedPlan: { withPersonId: PERSON, proposedPlanTitle: 'Drinks', proposedPlanTimeSlots: SLOTS },
  updateProposedPlan: { status: 'confirmed', planOutcomeDate: '2027-06-04', planOutcomeTimeSlot: 'evening' },
  answerPlan: { reactorName: 'Grace', acceptedTimeSlots: JSON.stringify([{ date: '2027-06-04', timeSlot: 'evening' }]), reactorEmail: 'grace@example.com' },
  setPlanNotifications: { notificationsMuted: false, expectedAnswers: 3 },
  setUserPlan: { pricingPlan: 'STANDARD' },
  connectUser: { userId: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b', personId: PERSON },
  sendFeedback: { feedbackText: 'Could plans have a place?' },
  createIntegration: { integrationType: 'ICS_FEED', feedUrl: 'https://calendar.example.com/basic.ics' },
  createIgnoreRule: { matchPattern: 'Choir', whichEventsToIgnore: 'all_matching' },
  updateIntegration: { activeCalendarId: 'primary', activeCalendarName: 'Work' },
  updateNotificationPreferences: { localHour: 8, digestWeekday: 1, channels: { 'plan.answered': { email: true, push: false } } },
  unsubscribe: { 'List-Unsubscribe': 'One-Click' },
  savePushSubscription: {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc123', expirationTime: null, deviceName: 'Chrome on Linux',
    keys: { p256dh: 'BNlW5sfryZHGzZX4IaQI6mMDuXiwRKD7u3SJAgFIzglxsowAbmhoLoXaGkV7-aa41iCezJQ4fSlnJ5B1yW_OabQ', auth: 'neeIebQwtxDm-zcpYEqWzQ' },
  },
  createToken: { name: 'Backup script', scopes: ['read'], expiresAt: '2027-06-01T00:00:00Z' },
  createWebhook: { url: 'https://hooks.example.com/funplans', eventTypes: ['plan.answered', 'event.created'] },
  updateWebhook: { enabled: true, eventTypes: ['plan.answered', 'plan.confirmed'] },
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether credentials are needed: an empty requirement (`{}`) among them makes them optional. */
export const isRequired = (security: unknown[]) => security.length > 0 && security.every((requirement) => Object.keys(requirement as object).length > 0);

type Schema = Record<string, unknown> & { response?: Record<string, unknown>; security?: unknown[] };

/**
 * Adds an operation's names to its route's schema, a route without a security requirement being
 * public (tests/server/openapi.test.ts calls each without credentials), and the error statuses every
 * route of its kind answers whatever its handler does: 400 for any (src/server/hardening.ts checks
 * every query string), 403 (a token's scope) and 429 (failed bearer tokens) where credentials are
 * taken, 401 where they are needed, 403 (a foreign Origin) and 415 (not JSON) for a write, 413 for a body over the limit.
 */
export function documentRoute(route: RouteOptions) {
  const schema = route.schema as Schema | undefined;
  if (!schema || schema.hide) return;
  const crossSiteWrite = (route.config as { crossSiteWrite?: boolean } | undefined)?.crossSiteWrite;
  for (const method of [route.method].flat()) {
    const operation = OPERATIONS[`${method} ${route.url}`];
    if (!operation) continue;
    Object.assign(schema, operation);
    schema.security ??= [];
    const response = (schema.response ??= {});
    const statuses = [
      400,
      ...(schema.security.length ? [403, 429] : []),
      ...(isRequired(schema.security) ? [401] : []),
      ...(WRITES.has(method) && !crossSiteWrite ? [403, 415] : []),
      ...(schema.body ? [413] : []),
    ];
    for (const status of statuses) response[status] ??= errorBody;
  }
}

/**
 * The API document's transform of a route's schemas (zod's, turned into JSON Schema by `transform`),
 * with the operation's example body added: zod's own metadata does not survive a refined schema.
 */
export function withBodyExample<Input, Output extends { schema: { operationId?: unknown; body?: unknown } }>(transform: (input: Input) => Output) {
  return (input: Input): Output => {
    const output = transform(input);
    const { operationId, body } = output.schema;
    const example = typeof operationId === 'string' ? BODY_EXAMPLES[operationId] : undefined;
    if (example === undefined || typeof body !== 'object' || body === null) return output;
    return { ...output, schema: { ...output.schema, body: { ...body, examples: [example] } } };
  };
}

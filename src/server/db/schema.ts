import { sql } from 'drizzle-orm';
import {
  boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey,
  smallint, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_AVATAR, DEFAULT_COLOR, DEFAULT_DIGEST_WEEKDAY, DEFAULT_NOTIFY_HOUR, DELIVERY_FAILURES, DELIVERY_STATUSES, EVENT_STATUSES, EVENT_TYPES,
  IGNORE_SCOPES, INTEGRATION_STATUSES, MEET_FREQUENCIES, MESSAGING_PLATFORMS, NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, PRICING_PLANS,
  RECURRING_EVENT_TYPES, SIGNUP_ORIGINS, TIME_SLOTS, TOKEN_SCOPES, USER_RIGHTS,
} from '@/domain/constants';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@/domain/contract/webhooks';
import { HOUR_CYCLES, LOCALES } from '@/domain/locales';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const owner = () => uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable('users', {
  id: id(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  username: text('username').notNull(),
  email: text('email'),
  passwordHash: text('password_hash'),
  birthDate: date('birth_date'),
  country: text('country'),
  city: text('city'),
  timeZone: text('time_zone').notNull().default('UTC'),
  /** The app's language for this user (src/domain/locales.ts); null follows the browser (emails: English). */
  locale: text('locale', { enum: LOCALES }),
  /** 'h12' or 'h23'; null is the language's usual clock. */
  hourCycle: text('hour_cycle', { enum: HOUR_CYCLES }),
  userAvatar: text('user_avatar').notNull().default(DEFAULT_AVATAR),
  userColor: text('user_color').notNull().default(DEFAULT_COLOR),
  rights: text('rights', { enum: USER_RIGHTS }).notNull().default('USER'),
  pricingPlan: text('pricing_plan', { enum: PRICING_PLANS }).notNull().default('TRIAL'),
  trialExpirationDate: date('trial_expiration_date'),
  userInviteCode: text('user_invite_code').notNull(),
  signupOrigin: text('signup_origin', { enum: SIGNUP_ORIGINS }).notNull(),
  createdAt: createdAt(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  deletedByAdminUserId: uuid('deleted_by_admin_user_id').references((): any => users.id, { onDelete: 'set null' }),
}, (t) => [
  uniqueIndex('users_email_key').on(t.email),
  uniqueIndex('users_username_key').on(t.username),
  uniqueIndex('users_invite_code_key').on(t.userInviteCode),
]);

export const sessions = pgTable('sessions', {
  id: id(),
  userId: owner(),
  tokenHash: text('token_hash').notNull(),
  rememberMe: boolean('remember_me').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [
  uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
  index('sessions_user_idx').on(t.userId),
]);

/**
 * Personal access tokens (`fp_pat_…`): scripts call the API with them. Only the SHA-256 of the
 * 256-bit secret is kept; revoking one deletes its row.
 */
export const accessTokens = pgTable('access_tokens', {
  id: id(),
  userId: owner(),
  name: text('name').notNull(),
  tokenHash: text('token_hash').notNull(),
  scopes: text('scopes', { enum: TOKEN_SCOPES }).array().notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('access_tokens_token_hash_key').on(t.tokenHash),
  index('access_tokens_user_idx').on(t.userId, t.createdAt),
]);

/**
 * The one-time secret that lets the owner of a mobile-app account give it a web login: made by
 * `npm run create-app-user`, stored as its SHA-256, used once before it expires.
 */
export const appUserClaims = pgTable('app_user_claims', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  secretHash: text('secret_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Who looked whom up by invite code, and when: a connection needs a lookup of the other user's
 * code in the last hour, so a user id alone cannot connect anyone.
 */
export const inviteLookups = pgTable('invite_lookups', {
  userId: owner(),
  foundUserId: uuid('found_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  lookedUpAt: timestamp('looked_up_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.userId, t.foundUserId] })]);

/** Fixed-window counters for rate limits, kept in the database so several servers share them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
}, (t) => [primaryKey({ columns: [t.key, t.windowStart] })]);

export const people = pgTable('people', {
  id: id(),
  userId: owner(),
  personName: text('person_name').notNull(),
  personAvatar: text('person_avatar').notNull().default(DEFAULT_AVATAR),
  personColor: text('person_color').notNull().default(DEFAULT_COLOR),
  personNotes: text('person_notes'),
  meetFrequency: text('meet_frequency', { enum: MEET_FREQUENCIES }).notNull(),
  externalMessagingPlatform: text('external_messaging_platform', { enum: MESSAGING_PLATFORMS }),
  externalMessagingId: text('external_messaging_id'),
  createdAt: createdAt(),
}, (t) => [index('people_user_idx').on(t.userId, t.personName)]);

export const integrations = pgTable('integrations', {
  id: id(),
  userId: owner(),
  integrationType: text('integration_type').notNull(),
  integrationStatus: text('integration_status', { enum: INTEGRATION_STATUSES }).notNull().default('NOT_VERIFIED'),
  activeCalendarId: text('active_calendar_id'),
  activeCalendarName: text('active_calendar_name'),
  activeCalendarColor: text('active_calendar_color'),
  // OAuth secrets: never sent to the browser.
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  oauthState: text('oauth_state'),
  /** PKCE verifier of the pending consent (encrypted) and when its state stops being accepted. */
  oauthCodeVerifier: text('oauth_code_verifier'),
  oauthStateExpiresAt: timestamp('oauth_state_expires_at', { withTimezone: true }),
  /** The subscribed address of an ICS feed. */
  feedUrl: text('feed_url'),
  createdAt: createdAt(),
}, (t) => [
  index('integrations_user_idx').on(t.userId),
  uniqueIndex('integrations_oauth_state_key').on(t.oauthState),
]);

export const events = pgTable('events', {
  id: id(),
  userId: owner(),
  personId: uuid('person_id').references(() => people.id, { onDelete: 'cascade' }),
  eventType: text('event_type', { enum: EVENT_TYPES }).notNull().default('FUNPLANS_EVENT'),
  eventTitle: text('event_title'),
  eventActivity: text('event_activity'),
  eventNotes: text('event_notes'),
  eventDate: date('event_date').notNull(),
  eventTimeSlot: text('event_time_slot', { enum: TIME_SLOTS }).notNull(),
  status: text('status', { enum: EVENT_STATUSES }).notNull().default('confirmed'),
  createdFromExternalEventId: text('created_from_external_event_id'),
  externalCalendarEventIntegrationId: uuid('external_calendar_event_integration_id')
    .references(() => integrations.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  index('events_user_date_idx').on(t.userId, t.eventDate),
  index('events_person_date_idx').on(t.personId, t.eventDate),
  // A person's seen dates skip canceled events: read from this index alone.
  index('events_person_planned_idx').on(t.personId, t.eventDate).where(sql`${t.status} <> 'canceled'`),
  // The people with something planned from a day on: one range of the user's plans, read from this
  // index alone, rather than a look into the index above for each of the user's people.
  index('events_user_planned_idx').on(t.userId, t.eventDate, t.personId).where(sql`${t.status} <> 'canceled'`),
]);

export const recurringEvents = pgTable('recurring_events', {
  id: id(),
  userId: owner(),
  personId: uuid('person_id').notNull().references(() => people.id, { onDelete: 'cascade' }),
  recurringEventName: text('recurring_event_name').notNull(),
  recurringEventMonth: smallint('recurring_event_month').notNull(),
  recurringEventDay: smallint('recurring_event_day').notNull(),
  recurringEventType: text('recurring_event_type', { enum: RECURRING_EVENT_TYPES }).notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('recurring_events_user_idx').on(t.userId, t.recurringEventMonth, t.recurringEventDay),
  index('recurring_events_person_idx').on(t.personId),
  check('recurring_events_month_check', sql`${t.recurringEventMonth} between 1 and 12`),
  check('recurring_events_day_check', sql`${t.recurringEventDay} between 1 and 31`),
]);

export const ignoreRules = pgTable('ignore_rules', {
  id: id(),
  userId: owner(),
  matchPattern: text('match_pattern').notNull(),
  whichEventsToIgnore: text('which_events_to_ignore', { enum: IGNORE_SCOPES }).notNull(),
  createdFromExternalEventId: text('created_from_external_event_id'),
  createdFromExternalIntegrationId: uuid('created_from_external_integration_id')
    .references(() => integrations.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [index('ignore_rules_user_idx').on(t.userId)]);

/**
 * The user's own subscribable feed. The secret is found by its SHA-256 and kept encrypted too, so
 * that GET /icalfeed can show the URL again while a copy of the database alone does not open feeds.
 */
export const icalFeeds = pgTable('ical_feeds', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  secretHash: text('secret_hash').notNull(),
  secretEncrypted: text('secret_encrypted').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('ical_feeds_secret_hash_key').on(t.secretHash)]);

export const proposedPlans = pgTable('proposed_plans', {
  id: id(),
  userId: owner(),
  personId: uuid('person_id').notNull().references(() => people.id, { onDelete: 'cascade' }),
  proposedPlanTitle: text('proposed_plan_title').notNull(),
  /** [{date, timeSlot}], validated on the way in. */
  proposedPlanTimeSlots: jsonb('proposed_plan_time_slots').notNull(),
  status: text('status', { enum: EVENT_STATUSES }).notNull().default('proposed'),
  planOutcomeDate: date('plan_outcome_date'),
  planOutcomeTimeSlot: text('plan_outcome_time_slot', { enum: TIME_SLOTS }),
  shareCode: text('share_code').notNull(),
  /** The owner's zone when they proposed it: the slots are its day parts, whatever zone the owner moves to later. */
  timeZone: text('time_zone').notNull(),
  eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
  /** When the owner last opened the plan; answers after it are new to them. */
  lastSeenReactionsAt: timestamp('last_seen_reactions_at', { withTimezone: true }),
  /** The owner hears nothing of this plan outside the app (the in-app list still shows it). */
  notificationsMuted: boolean('notifications_muted').notNull().default(false),
  /** How many answers make "everyone answered", set by the owner; else every user linked to the plan's person. */
  expectedAnswers: smallint('expected_answers'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('proposed_plans_share_code_key').on(t.shareCode),
  index('proposed_plans_user_idx').on(t.userId, t.createdAt),
  index('proposed_plans_person_idx').on(t.personId),
]);

export const reactions = pgTable('reactions', {
  id: id(),
  proposedPlanId: uuid('proposed_plan_id').notNull().references(() => proposedPlans.id, { onDelete: 'cascade' }),
  reactionType: text('reaction_type').notNull().default('reacted'),
  acceptedTimeSlots: jsonb('accepted_time_slots').notNull(),
  reactorName: text('reactor_name').notNull(),
  reactionNotes: text('reaction_notes'),
  reactedByUserId: uuid('reacted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  /** An anonymous responder's address for the plan's outcome, used for nothing else; cleared 30 days after the plan's date. */
  reactorEmail: text('reactor_email'),
  /** The language the anonymous responder's page was in when they answered: the outcome's email is written in it. */
  reactorLocale: text('reactor_locale'),
  createdAt: createdAt(),
}, (t) => [
  index('reactions_plan_idx').on(t.proposedPlanId, t.createdAt),
  index('reactions_user_idx').on(t.reactedByUserId),
]);

/**
 * A link between two users. Each side may tie the other user to one of its own people,
 * so the person columns belong to the side named in the column.
 */
export const userConnections = pgTable('user_connections', {
  id: id(),
  requesterUserId: uuid('requester_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  requesterPersonId: uuid('requester_person_id').references(() => people.id, { onDelete: 'set null' }),
  targetUserId: uuid('target_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  targetPersonId: uuid('target_person_id').references(() => people.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('user_connections_pair_key').on(
    sql`least(${t.requesterUserId}, ${t.targetUserId})`,
    sql`greatest(${t.requesterUserId}, ${t.targetUserId})`,
  ),
  // Connections are looked up from either side (people list, connections page).
  index('user_connections_requester_idx').on(t.requesterUserId),
  index('user_connections_target_idx').on(t.targetUserId),
  check('user_connections_not_self', sql`${t.requesterUserId} <> ${t.targetUserId}`),
]);

/** Provider forecasts by rounded coordinates, shared by every server process. */
export const weatherCache = pgTable('weather_cache', {
  lat: doublePrecision('lat').notNull(),
  long: doublePrecision('long').notNull(),
  forecast: jsonb('forecast').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.lat, t.long] })]);

/** What a user wrote through the subscription page's feedback form; admins read it per user. */
export const feedback = pgTable('feedback', {
  id: id(),
  userId: owner(),
  feedbackText: text('feedback_text').notNull(),
  createdAt: createdAt(),
}, (t) => [index('feedback_user_idx').on(t.userId, t.createdAt)]);

/**
 * A user's notification choices and the schedule of their daily pass (reminders, digest): the
 * worker claims the rows whose `next_daily_at` has come. One row per user, made with the account.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  localHour: smallint('local_hour').notNull().default(DEFAULT_NOTIFY_HOUR),
  /** ISO weekday, Monday = 1. */
  digestWeekday: smallint('digest_weekday').notNull().default(DEFAULT_DIGEST_WEEKDAY),
  /** `{[kind]: {email?: false, push?: false}}`: what the user turned off; anything absent is on. */
  channelsOff: jsonb('channels_off').notNull().default({}),
  nextDailyAt: timestamp('next_daily_at', { withTimezone: true }).notNull().defaultNow(),
  /** The user's local day whose pass ran last: a restart catches up from the day after it. */
  lastDailyDate: date('last_daily_date'),
  /** Email attempts that failed in a row; at the limit email is switched off, with the reason. */
  emailFailuresInRow: integer('email_failures_in_row').notNull().default(0),
  /** Why email was switched off, in English with the mail server's own words (for the operator); null while it is on. */
  emailDisabledReason: text('email_disabled_reason'),
  /** The last failure's code then, worded for the user in their language; null for a switch-off older than the codes. */
  emailDisabledCode: text('email_disabled_code', { enum: DELIVERY_FAILURES }),
}, (t) => [
  index('notification_settings_due_idx').on(t.nextDailyAt),
  check('notification_settings_hour_check', sql`${t.localHour} between 0 and 23`),
  check('notification_settings_weekday_check', sql`${t.digestWeekday} between 1 and 7`),
]);

/**
 * The outbox: something to tell one recipient (a user, or an anonymous responder's address), written
 * in the transaction that caused it. `occasion_key` is unique, so a second server or a restart cannot
 * make the same job twice. When due, a worker claims it (FOR UPDATE SKIP LOCKED) and in one
 * transaction writes the in-app notification and a delivery per channel the recipient wants.
 */
export const notificationJobs = pgTable('notification_jobs', {
  id: id(),
  kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  email: text('email'),
  /** The plan it is about, if any: answers to it are batched into its pending job. */
  planId: uuid('plan_id').references(() => proposedPlans.id, { onDelete: 'cascade' }),
  occasionKey: text('occasion_key').notNull(),
  payload: jsonb('payload').notNull(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  doneAt: timestamp('done_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('notification_jobs_occasion_key').on(t.occasionKey),
  index('notification_jobs_due_idx').on(t.dueAt).where(sql`${t.doneAt} is null`),
  index('notification_jobs_plan_idx').on(t.planId).where(sql`${t.doneAt} is null`),
  check('notification_jobs_recipient_check', sql`${t.userId} is not null or ${t.email} is not null`),
]);

/** The app's own list of a user's notifications: every kind, whatever the other channels say. */
export const notifications = pgTable('notifications', {
  id: id(),
  userId: owner(),
  kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
  jobId: uuid('job_id').references(() => notificationJobs.id, { onDelete: 'set null' }),
  payload: jsonb('payload').notNull(),
  createdAt: createdAt(),
  readAt: timestamp('read_at', { withTimezone: true }),
}, (t) => [
  index('notifications_user_idx').on(t.userId, t.createdAt),
  uniqueIndex('notifications_job_key').on(t.jobId),
]);

/** A browser's Web Push subscription (its endpoint and keys), one per device. */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: id(),
  userId: owner(),
  endpoint: text('endpoint').notNull(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  deviceName: text('device_name'),
  createdAt: createdAt(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
  index('push_subscriptions_user_idx').on(t.userId),
]);

/**
 * One message on one channel to one target (an email address, a push subscription), claimed by a
 * worker with a lease, retried with backoff; `status` is `pending`, `sent` or `failed` (given up).
 */
export const notificationDeliveries = pgTable('notification_deliveries', {
  id: id(),
  jobId: uuid('job_id').notNull().references(() => notificationJobs.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
  /** The email address, or the push subscription's id (kept when the subscription goes). */
  target: text('target').notNull(),
  pushSubscriptionId: uuid('push_subscription_id').references(() => pushSubscriptions.id, { onDelete: 'set null' }),
  status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  /** Why the last attempt failed or the delivery was given up: a code, worded for the user in their language… */
  lastErrorCode: text('last_error_code', { enum: DELIVERY_FAILURES }),
  /** …and the channel's own words (the mail server's, the push service's status), for the operator. */
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('notification_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  index('notification_deliveries_user_idx').on(t.userId, t.createdAt),
  uniqueIndex('notification_deliveries_target_key').on(t.jobId, t.channel, t.target),
]);

/** Every attempt at a delivery, kept for the user's delivery list and for the operator. */
export const notificationAttempts = pgTable('notification_attempts', {
  id: id(),
  deliveryId: uuid('delivery_id').notNull().references(() => notificationDeliveries.id, { onDelete: 'cascade' }),
  attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  ok: boolean('ok').notNull(),
  error: text('error'),
}, (t) => [index('notification_attempts_delivery_idx').on(t.deliveryId)]);

/**
 * A user's webhook (issue 28): an https URL on a public address that gets the events it subscribes
 * to, signed with its own secret. The server signs with the secret, so it is sealed with the app's
 * secrets key (src/server/secrets.ts), not hashed. `failing_since` is the first failure since the last
 * success; after 3 days of it the webhook is switched off with `disabled_reason`.
 */
export const webhooks = pgTable('webhooks', {
  id: id(),
  userId: owner(),
  url: text('url').notNull(),
  eventTypes: jsonb('event_types').$type<WebhookEventType[]>().notNull(),
  sealedSecret: text('sealed_secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  disabledReason: text('disabled_reason'),
  failingSince: timestamp('failing_since', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('webhooks_user_idx').on(t.userId, t.createdAt)]);

/**
 * One event for one webhook, written in the transaction of what caused it: the outbox of webhooks.
 * `body` is the exact JSON sent on every attempt, so a retry carries the same `webhook-id` (this row's
 * id) and the same bytes. Claimed by a worker with a lease and retried with the notifications'
 * backoff, like notification_deliveries.
 */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: id(),
  webhookId: uuid('webhook_id').notNull().references(() => webhooks.id, { onDelete: 'cascade' }),
  userId: owner(),
  type: text('type', { enum: WEBHOOK_EVENT_TYPES }).notNull(),
  body: text('body').notNull(),
  status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  lastStatusCode: integer('last_status_code'),
  lastAnswer: text('last_answer'),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt),
]);

/** Every attempt at a webhook delivery: the receiver's status code (null: no answer) and the start of its answer. */
export const webhookAttempts = pgTable('webhook_attempts', {
  id: id(),
  deliveryId: uuid('delivery_id').notNull().references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
  attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  statusCode: integer('status_code'),
  ok: boolean('ok').notNull(),
  answer: text('answer'),
}, (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId)]);

/** Product-wide constants from SPEC.md sections 3 and 9. */

export const PRODUCT_NAME = 'FunPlans';
export const AUTH_COOKIE_NAME = 'funplans-auth-token';
/**
 * A readable cookie holding only "1" that lives as long as the session cookie: it tells the browser
 * app a session may exist, so a visitor without one is not asked for it (no failing request).
 */
export const SIGNED_IN_HINT_COOKIE_NAME = 'funplans-signed-in';
/**
 * OWASP's device cookie (HttpOnly, never read by the browser app): set at a successful login, it
 * names the account sealed with the server's key, so a stranger's failed logins do not lock this
 * browser out (see src/server/auth/deviceCookie.ts).
 */
export const DEVICE_COOKIE_NAME = 'funplans-device';

/** A colour as the app stores it: '#' and six hex digits. */
/**
 * Control characters other than tab and newline: a bare carriage return or a form feed reads as a
 * line break in some calendar apps (an injected .ics property) and in logs.
 */
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

/** The answer to an unknown invite code (browser and server say it). */
export const NO_USER_FOR_INVITE_CODE = /*i18n*/ { id: 'invite.noUser', message: 'No user found with that invite code. Please try again.' };

export const TIME_SLOTS = ['morning', 'noon', 'afternoon', 'evening'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

export const MEET_FREQUENCIES = ['everyfewmonths', 'weekly', 'monthly', 'yearly'] as const;
export type MeetFrequency = (typeof MEET_FREQUENCIES)[number];

export const MESSAGING_PLATFORMS = ['whatsapp', 'messenger', 'telegram', 'signal', 'sms'] as const;
export type MessagingPlatform = (typeof MESSAGING_PLATFORMS)[number];

export const ACTIVITIES = [
  'coffee', 'lunch', 'dinner', 'drinks', 'sports', 'running',
  'movie', 'party', 'trip', 'concert', 'hangout',
] as const;
export type Activity = (typeof ACTIVITIES)[number];

export const EVENT_TYPES = ['EXTERNAL_CALENDAR_EVENT', 'FUNPLANS_EVENT', 'HOLIDAY'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_STATUSES = ['proposed', 'confirmed', 'canceled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const RECURRING_EVENT_TYPES = ['birthday', 'other'] as const;
export type RecurringEventType = (typeof RECURRING_EVENT_TYPES)[number];

/** The avatar palette: seven images, each with its colour. */
export const AVATARS = [
  { avatar: 'avatar_male_1', color: '#A9DEF9' },
  { avatar: 'avatar_male_2', color: '#D0F4DE' },
  { avatar: 'avatar_female_1', color: '#FCF6BD' },
  { avatar: 'avatar_female_2', color: '#FF99C8' },
  { avatar: 'avatar_group_1', color: '#E4C1F9' },
  { avatar: 'avatar_group_2', color: '#FFCF99' },
  { avatar: 'avatar_group_3', color: '#B8E0D2' },
] as const;
export const AVATAR_NAMES = AVATARS.map((a) => a.avatar) as unknown as readonly [
  (typeof AVATARS)[number]['avatar'],
  ...(typeof AVATARS)[number]['avatar'][],
];
export type AvatarName = (typeof AVATARS)[number]['avatar'];
export const DEFAULT_AVATAR: AvatarName = 'avatar_male_1';
export const DEFAULT_COLOR = '#A9DEF9';

export const INTEGRATION_TYPES = ['GOOGLE_CALENDAR', 'ICS_FEED'] as const;
export const INTEGRATION_STATUSES = ['NOT_VERIFIED', 'VERIFIED'] as const;
export const IGNORE_SCOPES = ['all_matching', 'single_event'] as const;
export type IgnoreScope = (typeof IGNORE_SCOPES)[number];

export const USER_RIGHTS = ['USER', 'ADMIN'] as const;

/** What a personal access token may do: `read` the API, `write` it too, reach the admin area (admins only). */
export const TOKEN_SCOPES = ['read', 'write', 'admin'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];
/** Every personal access token starts so: the server tells it from a session token, and leak scanners can find it. */
export const TOKEN_PREFIX = 'fp_pat_';
/** A user's live tokens at most: a list meant to be read, not a store. */
export const MAX_TOKENS_PER_USER = 50;
export const PRICING_PLANS = ['TRIAL', 'STANDARD'] as const;
export const SIGNUP_ORIGINS = ['web', 'app'] as const;
export const TRIAL_DAYS = 30;

/**
 * What FunPlans tells a user who is not looking (issue 25): each kind can be turned off per channel;
 * every kind also shows in the app's own list.
 */
export const NOTIFICATION_KINDS = ['plan.answered', 'plan.everyone-answered', 'plan.confirmed', 'reminder.upcoming', 'digest.catch-up'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** The channels outside the app; the in-app list always gets every kind. */
export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** A notification's or a webhook's delivery: still to send (or retrying), sent, or given up. */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * Why a delivery by email or push failed, as the server stores it and the delivery list answers it
 * (beside its words in the user's language): given up before sending, refused by the user's mail
 * server or device, or our own side or the push service failing.
 */
export const DELIVERY_FAILURES = [
  'unsubscribed', 'turnedOff', 'emailOff', 'deviceGone', 'emailNotConfigured', 'addressRefused', 'addressDeferred',
  'mailServerFailed', 'pushEndpointRefused', 'pushKeysInvalid', 'pushRefused', 'pushUnavailable', 'unexpected',
] as const;
export type DeliveryFailure = (typeof DELIVERY_FAILURES)[number];
/** Time-based kinds go out at this local hour unless the user picks another (0–23). */
export const DEFAULT_NOTIFY_HOUR = 8;
/** The weekly catch-up digest's default weekday (ISO: Monday = 1 … Sunday = 7). */
export const DEFAULT_DIGEST_WEEKDAY = 1;

/** The registration form's human check asks 7+9; the answer travels as `inviteCode`. */
export const HUMAN_CHECK_ANSWER = '16';
/** The fixed `inviteCode` value the app-user registration page sends. */
export const APP_USER_REGISTRATION_CODE = 'funplans-app-user';

export const REDIRECT_DELAY_MS = 2000;
/** /login shows 'User Logged in successfully. Redirecting to app...' this long before the app opens, so it can be read. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

/** Length limits of CONTRACT.md. */
export const LIMITS = {
  name: 100,
  title: 200,
  notes: 5000,
  bodyBytes: 64 * 1024,
  passwordMin: 8,
  passwordMax: 128,
} as const;

/** Countries whose cities the built-in city list covers, so a weather lookup can find them (SPEC.md section 9). */
export const WEATHER_COUNTRIES = [
  'Australia', 'Belgium', 'Canada', 'Czechia', 'Denmark', 'Finland', 'France', 'Germany', 'Greece',
  'Ireland', 'Italy', 'Luxembourg', 'Netherlands', 'New Zealand', 'Norway', 'Portugal', 'Slovakia',
  'Spain', 'Sweden', 'United Kingdom', 'United States',
] as const;

/** Birth years offered on the profile form: from 2010 back 51 years. */
export const BIRTH_YEAR_LATEST = 2010;
export const BIRTH_YEAR_COUNT = 51;

/** The weather types the forecast maps the provider's codes to; each has an icon /img/weather/weather_{type}.jpg. */
export const WEATHER_TYPES = ['clear', 'partlycloudy', 'cloudy', 'fog', 'drizzle', 'rain', 'snow', 'thunderstorm'] as const;
export type WeatherType = (typeof WEATHER_TYPES)[number];

/** Answers a plan takes in all (a signed-in responder may still change theirs); the next is a 409 (PLAN_FULL in src/server/routes/proposedPlans.ts). */
export const MAX_ANSWERS_PER_PLAN = 200;
/** Answers per page of the owner's view, and the most one page request may ask for. */
export const REACTIONS_PAGE = 50;
export const MAX_REACTIONS_PAGE = 100;

/** /proposeplan offers five weeks from this week's Monday, like the calendar: a month of days to tap. */
export const PROPOSABLE_DAYS = 35;
